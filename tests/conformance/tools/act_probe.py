"""Float activations and unary math: MindSpore 2.10 (CPU) against msgraph, element by element (not run in CI).

Each op (and its gradient: ms.grad of ``sum(op(x) * w)``, w a fixed weight) runs on a fixed grid of 4096 values (a
dense sweep of [-12, 12], log-spaced magnitudes 1e-40..3e38 of both signs, +-0, tiny, large; keys ending in
``|edge`` on the same grid with +-inf and NaN among them) in float16, float32 and float64, in PyNative and Graph
mode (a Cell; ms.grad inside the Cell). ``run`` saves every result (or the exception class) to an .npz; ``cmp``
counts, per op/dtype, the elements whose bits differ (NaN matches NaN) and the largest distance in ulps (inf/NaN
against a finite value counts as ``nonfin``)::

    P=/work/wt-X/tests/conformance/tools/act_probe.py
    (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH nice -n 10 /tmp/ms/bin/python $P run /tmp/ap_ms_py.npz pynative)
    (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH nice -n 10 /tmp/ms/bin/python $P run /tmp/ap_ms_g.npz graph)
    cd /work/wt-X && PYTHONPATH=$PWD nice -n 10 python -m msgraph.run $P run /tmp/ap_mg_py.npz pynative
    cd /work/wt-X && MSGRAPH_NUMBA=1 MSGRAPH_TIER_US=0 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_COMPILE_PROCESS=0 \
        PYTHONPATH=$PWD nice -n 10 python -m msgraph.run $P run /tmp/ap_mg_g.npz graph   # (the Numba kernels)
    python $P cmp /tmp/ap_ms_py.npz /tmp/ap_mg_py.npz [--all]      # (or ms graph vs mg graph, ms py vs ms graph)
    python $P show /tmp/ap_ms_py.npz /tmp/ap_mg_py.npz 'softplus|float32|fwd' [N]   # N differing elements

``run`` takes a 4th argument, a comma-separated list of substrings, to run only the ops whose label contains one.
act31 (docs/differences.md, "Session 31 (act31)") measured with it; a run takes ~2 minutes per mode and side.
"""
import sys

import numpy as np

if __name__ == "__main__" and sys.argv[1] == "run":
    import mindspore as ms
    from mindspore import Tensor, mint, nn, ops


def grid(edge=True):
    """The 4096 inputs; ``edge=False`` replaces +-inf and NaN by +-0.25, 0.75 (MindSpore's Sigmoid, for one, takes
    another code path for a whole tensor once it holds a non-finite value: results then differ everywhere)."""
    lin = np.linspace(-12.0, 12.0, 2048)
    mags = np.logspace(-40, np.log10(3e38), 900)
    edges = [0.0, -0.0, 1e-45, -1e-45, 1e-38, -1e-38, 1e-30, -1e-30, 1e-7, -1e-7, 6e-8, -6e-8, 1e-4, -1e-4,
             0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 5.0, -5.0, 6.0, -6.0, 17.0, -17.0, 20.0, -20.0, 44.0,
             -44.0, 65504.0, -65504.0, 70000.0, -70000.0, 87.0, -87.0, 88.5, -88.5, 89.0, -89.0, 100.0, -100.0,
             1e10, -1e10, 3e38, -3e38, np.inf, -np.inf, np.nan]
    rest = 4096 - len(lin) - 2 * len(mags) - len(edges)
    fill = ((np.arange(rest) * 0.7317) % 1.0 - 0.5) * 2.2   # dense [-1.1, 1.1] (asin/acos/atanh domain)
    if not edge:
        edges = [{np.inf: 0.25, -np.inf: -0.25}.get(v, v) if not np.isnan(v) else 0.75 for v in edges]
    return np.concatenate([lin, mags, -mags, edges, fill])[:4096]


def weights(n):
    return ((np.arange(n) * 0.3141) % 1.0 - 0.5) * 2.0


def f_softplus_fn(x):
    return ops.softplus(x)


def f_logsigmoid(x):
    return ops.logsigmoid(x)


def f_mish(x):
    return ops.mish(x)


def f_softmax_ax_1_4096(x):
    return ops.softmax(x.reshape(1, 4096), -1)


def f_softmax_ax0_64(x):
    return ops.softmax(x.reshape(64, 64), 0)


def f_softmax_ax_1_4(x):
    return ops.softmax(x.reshape(1024, 4), -1)


def f_softmax_ax_1_1(x):
    return ops.softmax(x.reshape(4096, 1), -1)


def f_logsoftmax_ax_1_4096(x):
    return ops.log_softmax(x.reshape(1, 4096), -1)


def f_logsoftmax_ax_1_64(x):
    return ops.log_softmax(x.reshape(64, 64), -1)


def f_logsoftmax_ax0_64(x):
    return ops.log_softmax(x.reshape(64, 64), 0)


def f_logsoftmax_ax_1_2(x):
    return ops.log_softmax(x.reshape(2048, 2), -1)


def f_logsoftmax_ax_1_1(x):
    return ops.log_softmax(x.reshape(4096, 1), -1)


def f_gelu_none(x):
    return ops.gelu(x, approximate="none")


def f_gelu_tanh(x):
    return ops.gelu(x, approximate="tanh")


def f_selu(x):
    return ops.selu(x)


def f_celu_1(x):
    return ops.celu(x, 1.0)


def f_celu_0_5(x):
    return ops.celu(x, 0.5)


def f_elu_1(x):
    return ops.elu(x)


def f_mint_elu_0_5(x):
    return mint.nn.functional.elu(x, 0.5)


def f_mint_elu_1(x):
    return mint.nn.functional.elu(x, 1.0)


def f_hsigmoid(x):
    return ops.hardsigmoid(x)


def f_hswish(x):
    return ops.hardswish(x)


def f_softsign(x):
    return ops.softsign(x)


def f_softshrink(x):
    return ops.softshrink(x, 0.5)


def f_hardtanh(x):
    return ops.hardtanh(x, -1.0, 1.0)


def f_relu6(x):
    return ops.relu6(x)


def f_leaky_relu(x):
    return ops.leaky_relu(x, 0.2)


def f_prelu(x):
    return ops.prelu(x, ops.ones((1,), x.dtype) * 0.25)


def f_sigmoid(x):
    return ops.sigmoid(x)


def f_silu(x):
    return ops.silu(x)


def f_tanh(x):
    return ops.tanh(x)


def f_exp(x):
    return ops.exp(x)


def f_erf(x):
    return ops.erf(x)


def f_erfc(x):
    return ops.erfc(x)


def f_log(x):
    return ops.log(x)


def f_log1p(x):
    return ops.log1p(x)


def f_expm1(x):
    return ops.expm1(x)


def f_sqrt(x):
    return ops.sqrt(x)


def f_rsqrt(x):
    return ops.rsqrt(x)


def f_reciprocal(x):
    return ops.reciprocal(x)


def f_pow_2_5(x):
    return ops.pow(x, 2.5)


def f_pow__0_5(x):
    return ops.pow(x, -0.5)


def f_exp2(x):
    return ops.exp2(x)


def op_table():
    """label -> (function of x, dtypes); module-level-style defs so that Graph mode can parse them."""
    t = {}
    F3 = ("float16", "float32", "float64")

    def add(label, fn, dts=F3):
        t[label] = (fn, dts)

    add("softplus", ops.Softplus())
    add("softplus_fn", f_softplus_fn)
    add("logsigmoid", f_logsigmoid)
    add("mish", f_mish)
    add("softmax_ax-1_4096", f_softmax_ax_1_4096)
    add("softmax_ax0_64", f_softmax_ax0_64)
    add("softmax_ax-1_4", f_softmax_ax_1_4)
    add("softmax_ax-1_1", f_softmax_ax_1_1)
    add("logsoftmax_ax-1_4096", f_logsoftmax_ax_1_4096)
    add("logsoftmax_ax-1_64", f_logsoftmax_ax_1_64)
    add("logsoftmax_ax0_64", f_logsoftmax_ax0_64)
    add("logsoftmax_ax-1_2", f_logsoftmax_ax_1_2)
    add("logsoftmax_ax-1_1", f_logsoftmax_ax_1_1)
    add("gelu_none", f_gelu_none)
    add("gelu_tanh", f_gelu_tanh)
    add("selu", f_selu)
    add("celu_1", f_celu_1)
    add("celu_0.5", f_celu_0_5)
    add("elu_1", f_elu_1)
    add("mint_elu_0.5", f_mint_elu_0_5)
    add("mint_elu_1", f_mint_elu_1)
    add("hsigmoid", f_hsigmoid)
    add("hswish", f_hswish)
    add("softsign", f_softsign)
    add("softshrink", f_softshrink)
    add("hardtanh", f_hardtanh)
    add("relu6", f_relu6)
    add("leaky_relu", f_leaky_relu)
    add("prelu", f_prelu)
    add("sigmoid", f_sigmoid)
    add("silu", f_silu)
    add("tanh", f_tanh)
    add("exp", f_exp)
    add("erf", f_erf)
    add("erfc", f_erfc)
    add("log", f_log)
    add("log1p", f_log1p)
    add("expm1", f_expm1)
    add("sqrt", f_sqrt)
    add("rsqrt", f_rsqrt)
    add("reciprocal", f_reciprocal)
    for name in ("sin", "cos", "tan", "atan", "asin", "acos", "sinh", "cosh", "asinh", "acosh", "atanh"):
        add(name, getattr(ops, name))
    add("pow_2.5", f_pow_2_5)
    add("pow_-0.5", f_pow__0_5)
    add("exp2", f_exp2)
    return t


def main_run(out, mode, only=None):
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)

    class Fwd(nn.Cell):
        def __init__(self, fn):
            super().__init__()
            self.fn = fn

        def construct(self, v):
            return self.fn(v)

    class Weighted(nn.Cell):
        def __init__(self, fn):
            super().__init__()
            self.fn = fn

        def construct(self, v, w):
            return (self.fn(v).reshape(-1) * w).sum()

    class Grad(nn.Cell):
        def __init__(self, fn):
            super().__init__()
            self.net = Weighted(fn)

        def construct(self, v, w):
            return ms.grad(self.net)(v, w)

    W = weights(4096)
    res = {}
    for label, (fn, dts) in op_table().items():
        if only and not any(s in label for s in only):
            continue
        for dt, edge in ((dt, edge) for dt in dts for edge in (False, True)):
            with np.errstate(all="ignore"):
                x, w = Tensor(grid(edge).astype(dt)), Tensor(W.astype(dt))
            for kind, cell, args in (("fwd", Fwd(fn), (x,)), ("grad", Grad(fn), (x, w))):
                key = f"{label}|{dt}|{kind}" + ("|edge" if edge else "")
                try:
                    r = cell(*args)
                    res[key] = np.asarray(r.asnumpy())
                except Exception as e:   # noqa: BLE001  (recorded: the class, compared like a value)
                    res[key] = np.array(f"ERR {type(e).__name__}: {str(e)[:160]}")
                print(key, "ERR" if res[key].dtype.kind == "U" else "", flush=True)
    np.savez(out, **res)


def ulps(a, b):
    """(number of elements whose bits differ (NaN == NaN), max ulps among finite pairs, count finite/nonfinite)."""
    a, b = np.asarray(a).reshape(-1), np.asarray(b).reshape(-1)
    it = {2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]
    ai, bi = a.view(it).astype(np.int64), b.view(it).astype(np.int64)
    sign = np.int64(1) << (8 * a.dtype.itemsize - 1)
    oa = np.where(ai < 0, -(ai + sign), ai)   # monotone integer order (+0 and -0 are one ulp apart: -1 vs 0)
    ob = np.where(bi < 0, -(bi + sign), bi)
    oa = np.where(ai < 0, oa - 1, oa)
    ob = np.where(bi < 0, ob - 1, ob)
    nan = np.isnan(a) & np.isnan(b)
    diff = (ai != bi) & ~nan
    fin = np.isfinite(a) & np.isfinite(b)
    d = np.abs(oa - ob)[diff & fin]
    return int(diff.sum()), int(d.max()) if d.size else 0, int((diff & ~fin).sum())


def main_cmp(fa, fb, show_all=False):
    A, B = np.load(fa), np.load(fb)
    rows = []
    for key in A.files:
        a = A[key]
        if key not in B.files:
            rows.append((key, "missing in B"))
            continue
        b = B[key]
        if a.dtype.kind == "U" or b.dtype.kind == "U":
            ea, eb = str(a).split(":")[0], str(b).split(":")[0]
            if ea != eb or show_all:
                rows.append((key, f"A {str(a)[:70]} | B {str(b)[:70]}"))
            continue
        if a.shape != b.shape or a.dtype != b.dtype:
            rows.append((key, f"shape/dtype {a.shape} {a.dtype} vs {b.shape} {b.dtype}"))
            continue
        n, mu, nf = ulps(a, b)
        if n or show_all:
            rows.append((key, f"{n:5d}/{a.size} differ, max {mu} ulp, nonfinite-vs-finite {nf}"))
    for k, v in rows:
        print(f"{k:40s} {v}")
    print(f"{len(rows)} rows; {len(A.files)} results")


def main_show(fa, fb, key, n=12):
    """The first ``n`` differing elements of one result: index, x, A, B (for reading where an op differs)."""
    a, b = np.load(fa)[key].reshape(-1), np.load(fb)[key].reshape(-1)
    x = grid(key.endswith("|edge")).astype(key.split("|")[1])
    bad = np.nonzero((a.view(np.uint8).reshape(a.size, -1) != b.view(np.uint8).reshape(b.size, -1)).any(1)
                     & ~(np.isnan(a) & np.isnan(b)))[0]
    print(f"{key}: {bad.size} differ")
    step = max(1, bad.size // n)
    for i in bad[::step][:n]:
        print(f"  [{i}] x={x[i]!r:>14}  A={a[i]!r}  B={b[i]!r}")


if __name__ == "__main__":
    if sys.argv[1] == "show":
        main_show(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]) if len(sys.argv) > 5 else 12)
    elif sys.argv[1] == "run":
        main_run(sys.argv[2], sys.argv[3], sys.argv[4].split(",") if len(sys.argv) > 4 else None)
    else:
        main_cmp(sys.argv[2], sys.argv[3], "--all" in sys.argv)
