import numpy as onp
import mindspore as ms
import mindspore.numpy as mnp
def case(name, fn):
    try:
        r = fn()
        if isinstance(r, (tuple, list)):
            r = [(x.dtype, x.shape, x.asnumpy().round(4).tolist()) if isinstance(x, ms.Tensor) else x for x in r]
        elif isinstance(r, ms.Tensor):
            r = (r.dtype, r.shape, r.asnumpy().round(4).tolist())
        print(name, r)
    except Exception as e:
        print(name, "EXC", type(e).__name__, str(e).split("\n")[0][:120])
a = mnp.arange(12).reshape(3, 4)
f = mnp.linspace(-2, 2, 12).reshape(3, 4)
h = ms.Tensor(onp.arange(6), ms.float16)
names = ["mean", "std", "var", "sum", "prod", "amax", "amin", "ptp", "argmax", "argmin", "cumsum", "nanmean", "nansum", "median", "average", "count_nonzero"]
for n in names:
    for src, x in (("i", a), ("f", f), ("h", h)):
        case(f"{n}_{src}", lambda: getattr(mnp, n)(x))
        case(f"{n}_{src}_ax", lambda: getattr(mnp, n)(x, axis=-1) if x.ndim > 1 else getattr(mnp, n)(x, axis=0))
for n in ["sqrt", "exp", "log1p", "absolute", "sign", "floor", "ceil", "rint", "square", "reciprocal", "negative", "positive", "deg2rad", "cbrt", "exp2", "log2", "log10", "tanh", "arcsinh", "sinh", "trunc", "fix", "signbit", "isnan", "isinf", "isfinite"]:
    for src, x in (("i", a), ("f", f), ("h", h)):
        case(f"{n}_{src}", lambda: getattr(mnp, n)(x))
for n in ["add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "mod", "fmod", "power", "float_power", "maximum", "minimum", "fmax", "hypot", "arctan2", "heaviside", "logaddexp", "copysign", "gcd", "lcm", "bitwise_and", "left_shift", "ldexp"]:
    for src, x, y in (("ii", a, a - 5), ("fi", f, a), ("ff", f, f[::-1]), ("fs", f, 2), ("is", a, 3), ("hf", h, 1.5)):
        case(f"{n}_{src}", lambda: getattr(mnp, n)(x, y))
for n, fn in [("concat", lambda: mnp.concatenate((a, a), axis=None)), ("stack", lambda: mnp.stack((a, f))), ("where", lambda: mnp.where(a > 4, a, f)),
              ("clip", lambda: mnp.clip(a, 2, 7.5)), ("round", lambda: mnp.around(f, 1)), ("diff", lambda: mnp.diff(a, n=2)), ("ediff1d", lambda: mnp.ediff1d(f)),
              ("unique", lambda: mnp.unique(mnp.array([3, 1, 3, 2]), return_inverse=True)), ("searchsorted", lambda: mnp.searchsorted(mnp.array([1., 2, 3]), mnp.array([2.5, 0, 3]))),
              ("histogram", lambda: mnp.histogram(f, bins=4)), ("bincount", lambda: mnp.bincount(mnp.array([0, 2, 2, 5]))), ("digitize", lambda: mnp.digitize(f, mnp.array([-1., 0, 1]))),
              ("polyval", lambda: mnp.polyval(mnp.array([1., 2, 3]), f)), ("trace", lambda: mnp.trace(f)), ("kron", lambda: mnp.kron(a[:2, :2], f[:2, :2])), ("outer", lambda: mnp.outer(a[0], f[0])),
              ("matmul", lambda: mnp.matmul(a, a.T)), ("dot", lambda: mnp.dot(f, f.T)), ("tensordot", lambda: mnp.tensordot(f, a, axes=([1], [1]))), ("cross", lambda: mnp.cross(f[:, :3], a[:, :3])),
              ("interp", lambda: mnp.interp(mnp.array([0.5, 1.5, 5.]), mnp.array([0., 1, 2]), mnp.array([1., 3, 2]))), ("roll", lambda: mnp.roll(a, -2, axis=1)), ("rot90", lambda: mnp.rot90(a, 3)),
              ("flip", lambda: mnp.flip(a)), ("tril", lambda: mnp.tril(a, -1)), ("eye", lambda: mnp.eye(3, 4, 1, ms.int32)), ("full", lambda: mnp.full((2, 2), 3)), ("full_f", lambda: mnp.full((2,), 1.5)),
              ("zeros_like", lambda: mnp.zeros_like(h)), ("arange_f", lambda: mnp.arange(0, 1, 0.3)), ("logspace", lambda: mnp.logspace(0, 2, 3)), ("geomspace", lambda: mnp.geomspace(1, 8, 4)),
              ("meshgrid", lambda: mnp.meshgrid(mnp.arange(2), mnp.arange(3))), ("pad", lambda: mnp.pad(a, 1, mode="reflect")), ("pad_c", lambda: mnp.pad(f, ((1, 0), (0, 2)), constant_values=7)),
              ("argsort", lambda: mnp.argsort(mnp.array([3, 1, 2, 1]))), ("sort", lambda: mnp.sort(f[::-1], axis=0)), ("take", lambda: mnp.take(a, mnp.array([0, 5, 11]))), ("choose", lambda: mnp.choose(mnp.array([0, 1, 0]), (mnp.arange(3), -mnp.arange(3)))),
              ("nonzero", lambda: mnp.nonzero(a > 8)), ("flatnonzero", lambda: mnp.flatnonzero(a > 8)), ("array_split", lambda: mnp.array_split(mnp.arange(7), 3)), ("cov", lambda: mnp.cov(f)), ("corrcoef", lambda: mnp.corrcoef(f)),
              ("percentile", lambda: mnp.percentile(f, 30)) if hasattr(mnp, "percentile") else ("x", lambda: 0), ("norm", lambda: mnp.norm(f) if hasattr(mnp, "norm") else 0), ("isclose", lambda: mnp.isclose(f, f + 1e-9)),
              ("multi_dot", lambda: mnp.multi_dot([f, f.T, f])), ("matrix_power", lambda: mnp.matrix_power(f[:, :3], 3)), ("inner", lambda: mnp.inner(f, f)), ("vdot", lambda: mnp.vdot(f, f)), ("convolve", lambda: mnp.convolve(mnp.array([1., 2, 3]), mnp.array([0., 1, 0.5]))),
              ("rand_int_types", lambda: (mnp.array([1, 2]).dtype, mnp.array([1.0]).dtype, mnp.array(True).dtype, mnp.asarray([1, 2.5]).dtype)),
              ("tensor_ops", lambda: (a // 3, a % 5, f ** 2, -a, abs(f), a.astype(ms.float16) / 3))]:
    case(n, fn)
