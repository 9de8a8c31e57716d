"""Benchmark: ``evaluate`` on a GPU (CUDA torch tensors, CuPy arrays) against ``torch.sort`` and
torchmetrics' exact metrics, and a training loop of many small batches (not a test).

For 1e7 and 1e8 rows, 1% and 50% positives, binormal scores (``randn + y``) continuous and rounded
to 3 decimals, weighted (``uniform(0.5, 1.5)``) or not, on the same device tensors in the same
process (CUDA synchronised around every timed call, median of ``--repeat``):

* ``numeric.evaluate(y, s)`` on the tensors (the kernel's array-API path, on the device);
* ``torch.sort(s)`` -- the baseline of the ratio (target: evaluate within 3x one sort);
* torchmetrics' exact ``binary_average_precision`` and ``binary_auroc`` (``thresholds=None``; the
  peer, target: evaluate no slower than its AP at 1e8);
* the same ``evaluate`` on CuPy arrays (``--cupy``);
* the largest relative difference of AUC-ROC, AUC-PR and AP to the CPU float64 result (target
  1e-12).

``--loop``: 1000 batches of 1e4 on the GPU into a ``StreamingEvaluator`` (its state stays on the
device) against torchmetrics' ``BinaryAveragePrecision(thresholds=None)`` updated the same way
(target: no slower).

Usage: ``python benchmarks/bench_gpu.py [--sizes 1e7 1e8] [--repeat 5] [--cupy] [--loop]``
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable


def timed(fn: Callable[[], object], repeat: int, sync: Callable[[], None]) -> float:
    """Median wall time of ``fn``, the device synchronised before and after each call."""
    times = []
    for _ in range(repeat):
        sync()
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    import torch

    from numeric import StreamingEvaluator, evaluate

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e7, 1e8])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cupy", action="store_true")
    parser.add_argument("--loop", action="store_true")
    args = parser.parse_args()
    dev = torch.device("cuda")
    sync = torch.cuda.synchronize
    print(f"# {torch.cuda.get_device_name(0)}, torch {torch.__version__}, median of "
          f"{args.repeat}")
    try:
        from torchmetrics.functional.classification import binary_auroc, binary_average_precision
    except ImportError:
        binary_auroc = binary_average_precision = None
    print("| n | positives | decimals | weights | evaluate (s) | torch.sort (s) | ratio | "
          "torchmetrics AP (s) | evaluate / AP | max rel. diff to CPU |")
    print("|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|")
    for size in args.sizes:
        n = int(size)
        for prevalence in (0.01, 0.5):
            g = torch.Generator(device=dev).manual_seed(0)
            y = (torch.rand(n, device=dev, generator=g) < prevalence).to(torch.int64)
            continuous = torch.randn(n, device=dev, generator=g, dtype=torch.float64) + y
            w_all = torch.rand(n, device=dev, generator=g, dtype=torch.float64) + 0.5
            for decimals in (None, 3):
                s = continuous if decimals is None else torch.round(continuous, decimals=decimals)
                for weighted in (False, True):
                    w = w_all if weighted else None
                    t_eval = timed(lambda s=s, w=w, y=y: evaluate(y, s, sample_weight=w),
                                   args.repeat, sync)
                    t_sort = timed(lambda s=s: torch.sort(s), args.repeat, sync)
                    t_ap = float("nan")
                    if binary_average_precision is not None and not weighted:
                        t_ap = timed(lambda s=s, y=y: (binary_average_precision(s, y),
                                                  binary_auroc(s, y)), args.repeat, sync)
                    gpu = evaluate(y, s, sample_weight=w)
                    cpu = evaluate(y.cpu().numpy(), s.cpu().numpy(),
                                   sample_weight=None if w is None else w.cpu().numpy())
                    diff = max(abs(getattr(gpu, f) - getattr(cpu, f)) / abs(getattr(cpu, f))
                               for f in ("auc_roc", "auc_pr", "average_precision"))
                    print(f"| {n:.0e} | {prevalence:g} | {'-' if decimals is None else decimals} "
                          f"| {'uniform(0.5, 1.5)' if weighted else 'none'} | {t_eval:.4f} | "
                          f"{t_sort:.4f} | {t_eval / t_sort:.2f} | {t_ap:.4f} | "
                          f"{t_eval / t_ap:.2f} | {diff:.1e} |", flush=True)
                    if args.cupy:
                        import cupy as cp

                        yc, sc = cp.asarray(y), cp.asarray(s)
                        t_cupy = timed(lambda yc=yc, sc=sc: evaluate(yc, sc), args.repeat,
                                       cp.cuda.Device().synchronize)
                        print(f"#   CuPy: evaluate {t_cupy:.4f} s", flush=True)
    if args.loop:
        batches = [(torch.randint(0, 2, (10_000,), device=dev),
                    torch.randn(10_000, device=dev)) for _ in range(1000)]

        def ours() -> None:
            ev = StreamingEvaluator()
            for yb, sb in batches:
                ev.update(yb, sb + yb)
            ev.result()

        def theirs() -> None:
            from torchmetrics.classification import BinaryAveragePrecision

            m = BinaryAveragePrecision(thresholds=None).to(dev)
            for yb, sb in batches:
                m.update(sb + yb, yb)
            m.compute()

        print(f"# training loop, 1000 batches of 1e4: StreamingEvaluator "
              f"{timed(ours, 3, sync):.3f} s, torchmetrics exact AP {timed(theirs, 3, sync):.3f} s")


if __name__ == "__main__":
    main()
