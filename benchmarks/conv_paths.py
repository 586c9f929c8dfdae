"""Conv2D (stride 1) on the column form vs the shifted-GEMM form, per layer shape: forward, filter gradient,
input gradient.  Both forms are msgraph's own (``msgraph/ops/conv.py``); the script switches the choice
off and on around alternate calls, so each ratio comes from one run (medians of CPU time per call of the
calling thread, one BLAS thread: run with ``OPENBLAS_NUM_THREADS=1``).

    OPENBLAS_NUM_THREADS=1 python benchmarks/conv_paths.py [--reps 15]
"""
from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

# (N, C, H=W, O, kernel, pad): W8's block, LeNet's two convolutions, a few ResNet-like layers
SHAPES = [(8, 64, 32, 64, 3, 1), (32, 1, 28, 6, 5, 0), (32, 6, 12, 16, 5, 0), (8, 16, 32, 16, 3, 1),
          (8, 128, 16, 128, 3, 1), (8, 32, 32, 32, 3, 1)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=15)
    reps = ap.parse_args().reps
    from msgraph.ops import conv as C

    rules = (C._shifted, C._shifted_filter)

    def column_form() -> None:
        C._shifted = C._shifted_filter = lambda *a: False

    def chosen_form() -> None:
        C._shifted, C._shifted_filter = rules

    rng = np.random.default_rng(0)
    print("| N, C, H, O, k | pass | column form (ms) | as chosen (ms) | ratio |")
    print("| --- | --- | ---: | ---: | ---: |")
    for n, c, h, o, k, p in SHAPES:
        x = rng.standard_normal((n, c, h, h)).astype(np.float32)
        w = rng.standard_normal((o, c, k, k)).astype(np.float32)
        a = dict(C._CONV_ATTRS, out_channel=o, kernel_size=(k, k), pad_mode="pad", pad=(p,) * 4)
        dy = rng.standard_normal(C._conv2d_impl(x, w, **a).shape).astype(np.float32)
        for name, fn in (("forward", lambda: C._conv2d_impl(x, w, **a)),
                         ("filter grad", lambda: C._conv2d_backprop_filter_impl(dy, x, w.shape, **a)),
                         ("input grad", lambda: C._conv2d_backprop_input_impl(dy, w, x.shape, **a))):
            old, new = [], []
            for _ in range(reps):
                for form, out in ((column_form, old), (chosen_form, new)):
                    form()
                    t = time.thread_time()
                    fn()
                    out.append(time.thread_time() - t)
            chosen_form()
            mo, mn = statistics.median(old) * 1e3, statistics.median(new) * 1e3
            print(f"| {n}, {c}, {h}, {o}, {k} | {name} | {mo:.2f} | {mn:.2f} | {mn / mo:.2f} |", flush=True)


if __name__ == "__main__":
    main()
