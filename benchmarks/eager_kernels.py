"""Which one-input float ops gain from the ``eager_kernel`` trait (msgraph/ops/_fastpath.py): for every unary
elementwise op with a kernel expression and without the trait, its float32 numpy impl's time on 4M elements against
its kernel expression compiled as the trait would run it, and whether the two agree bit for bit on
tests/codegen/test_eager_kernels.py's inputs (edges, NaN payloads, 64k random bit patterns).  Add the trait only
where the kernel is faster and bit-identical.  Usage: ``python benchmarks/eager_kernels.py [OpName ...]``
(session 32 on the 2-core VM under load: Erf 1657 -> 70 ms, Erfc 3326 -> 219, GeLU 217 -> 48, Softplus 195 -> 23,
SeLU 189 -> 92, HSwish 54 -> 3.1, Sign 26.5 -> 2.9, Softsign 14.8 -> 2.9, Rsqrt 13.3 -> 3.3, ReLU 8.3 -> 1.7,
Inv 3.7 -> 1.8; Sqrt slower, Round/Mish/FastGeLU/ExpLibm/LogLibm not bit-identical; the trig/hyperbolic ops
within 5-25%, libm-bound either way).
"""
import os
import sys
import time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "codegen"))
import numpy as np
import msgraph  # noqa: F401
from msgraph.ops import registry, _fastpath
from msgraph.codegen import backend
import test_eager_kernels as T

_fastpath.REQUEST_ELEMENTS = 1
only = sys.argv[1:]
cands = []
for name, op in sorted(registry.OPS.items()):
    if op.kind is not registry.OpKind.ELEMENTWISE or op.kernel is None or op.eager_kernel or op.const_inputs:
        continue
    if only and name not in only:
        continue
    try:   # unary, float32 in and out, no attributes
        with np.errstate(all="ignore"):
            r = op.impl(np.ones(4, np.float32))
        if np.asarray(r).dtype != np.float32 or op.attr_defaults:
            continue
        op.kernel(np.dtype(np.float32), "v")
    except Exception:
        continue
    cands.append((name, op))
raw = {}
for name, op in cands:
    raw[name] = op.impl
    op.eager_kernel = (np.dtype(np.float32),)
    w = registry._with_eager_kernel(op, op.impl)
    op._wrapped = w
big = np.random.default_rng(0).standard_normal(4 << 20).astype(np.float32) * 3
with np.errstate(all="ignore"):
    for name, op in cands:
        op._wrapped(big); op._wrapped(big)
backend.wait_for_kernels(900)
x = T._inputs32()
for name, op in cands:
    if not _fastpath.ready(name, np.float32):
        print(f"{name:20s} no kernel"); continue
    with np.errstate(all="ignore"):
        want = raw[name](x); got = op._wrapped(x)
        same = want.dtype == got.dtype and want.tobytes() == got.tobytes()
        nd = int((want.view(np.uint32) != got.view(np.uint32)).sum()) if want.dtype == got.dtype else -1
        tn, tk = [], []
        for _ in range(7):
            t = time.perf_counter(); raw[name](big); tn.append(time.perf_counter() - t)
            t = time.perf_counter(); op._wrapped(big); tk.append(time.perf_counter() - t)
    print(f"{name:20s} numpy {min(tn)*1e3:8.1f} ms  kernel {min(tk)*1e3:7.1f} ms  bit-identical {same} ({nd} differ of {x.size})", flush=True)
