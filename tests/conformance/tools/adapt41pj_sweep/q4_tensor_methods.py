"""pi_jit one_stage/test_tensor_overload_method, functional_overload/test_pijit_functional_method,
operation/test_tensor_method, test_no_grad, test_expand_graph_output, test_mutable, dynamic_shape/*: Tensor methods
and mint / ops overloads with keywords, no_grad, mutable, repeated calls with new shapes, under
jit(capture_mode='bytecode'), plain jit and PyNative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit, mint, mutable
from _h import case, bc

T = Tensor
FORMS = {"py": lambda f: f, "bc": bc, "ast": lambda f: jit(f)}


def each(label, fn, *args):
    for k, w in FORMS.items():
        case(f"{label}[{k}]", lambda w=w: w(fn)(*args))


x = T(np.array([[1.5, -2., 3.], [0., 4., -1.]], np.float32))
xi = T(np.array([[1, -2, 3], [0, 4, -1]], np.int32))


METHODS = {
    "sum": lambda a: a.sum(), "sumk": lambda a: a.sum(-1, keepdims=True), "sumdt": lambda a: a.sum(dtype=ms.float64),
    "max": lambda a: a.max(), "maxax": lambda a: a.max(axis=-1), "mink": lambda a: a.min(0, keepdims=True),
    "mean": lambda a: a.mean(), "argmax": lambda a: a.argmax(), "argmaxk": lambda a: a.argmax(axis=-1, keepdims=True),
    "clamp": lambda a: a.clamp(min=0), "clip": lambda a: a.clip(-1, 1), "add1": lambda a: a.add(1),
    "addalpha": lambda a: a.add(a, alpha=2), "subalpha": lambda a: a.sub(1, alpha=2), "mul": lambda a: a.mul(2),
    "div": lambda a: a.div(2), "divfloor": lambda a: a.div(2, rounding_mode="floor"), "pow": lambda a: a.pow(2),
    "abs": lambda a: a.abs(), "reshape": lambda a: a.reshape(-1), "flatten": lambda a: a.flatten(),
    "prod": lambda a: a.prod(), "cumsum": lambda a: a.cumsum(0), "sort": lambda a: a.sort(),
    "masked_fill": lambda a: a.masked_fill(a > 1, 0.), "where": lambda a: a.where(a > 0, 0.),
    "to16": lambda a: a.to(ms.float16), "typei32": lambda a: a.type(ms.int32), "float": lambda a: a.float(),
    "int": lambda a: a.int(), "bool": lambda a: a.bool(), "square": lambda a: a.square(), "neg": lambda a: a.neg(),
    "exp": lambda a: a.exp(), "log": lambda a: a.log(), "sqrt": lambda a: a.sqrt(), "all": lambda a: a.all(),
    "any": lambda a: a.any(), "std": lambda a: a.std(), "var": lambda a: a.var(), "nansum": lambda a: a.nansum(),
    "logsumexp": lambda a: a.logsumexp(0), "norm": lambda a: a.norm(), "unsq": lambda a: a.unsqueeze(0).shape,
    "numel": lambda a: a.numel(), "dim": lambda a: a.dim(), "size": lambda a: a.size, "shape": lambda a: a.shape,
    "dtype": lambda a: a.dtype, "ndim": lambda a: a.ndim, "itemsize": lambda a: a.itemsize,
    "nbytes": lambda a: a.nbytes, "T": lambda a: a.T, "item": lambda a: a.reshape(-1)[0].item(),
    "tolist": lambda a: a.tolist(), "round": lambda a: a.round(), "floor_divide": lambda a: a.floor_divide(2),
    "remainder": lambda a: a.remainder(-2), "fmod": lambda a: a.fmod(-2), "sign": lambda a: a.sign(),
    "isclose": lambda a: a.isclose(a + 1e-9), "maximum": lambda a: a.maximum(a * 0 + 1), "mean_int_dt": lambda a: a.mean(dtype=ms.float32) if False else a.mean(0),
}

for nm, a in (("f32", x), ("i32", xi), ("f16", x.astype(ms.float16)), ("0d", T(np.float32(2.5))),
              ("bool", x > 0), ("f64", x.astype(ms.float64))):
    for k, m in METHODS.items():
        def one(a, m=m):
            return m(a)
        case(f"meth_{nm}_{k}[py]", lambda one=one, a=a: one(a))
        case(f"meth_{nm}_{k}[bc]", lambda one=one, a=a: bc(one)(a))


def mints(a, b):
    return (mint.add(a, b, alpha=2), mint.max(a), mint.max(a, dim=1), mint.max(a, b), mint.sum(a, dim=0),
            mint.mean(a, dim=1, keepdim=True), mint.clamp(a, min=b), mint.where(a > 0, a, b), mint.cat([a, b], 0),
            mint.stack((a, b), dim=-1), mint.split(a, 1, dim=0), mint.topk(a, 1), mint.sort(a, dim=0, descending=True),
            mint.nn.functional.relu(a), mint.nn.functional.softmax(a, dim=-1), mint.flatten(a), mint.matmul(a, b.T),
            mint.argmax(a, dim=1, keepdim=False), mint.cumsum(a, dim=1), mint.gather(a, 1, T(np.array([[0], [2]]))))


each("mint_f32", mints, x, x * 0.5)
each("mint_i32", mints, xi, xi - 1)


def no_grad_fn(a):
    with ms._no_grad():
        y = a * 2
    return ops.grad(lambda t: (t * y).sum())(a)


each("no_grad_ctx", no_grad_fn, x)


def mutable_fn(a, n):
    return a * n, n + 1, type(n).__name__ if False else 0


each("mutable_int", mutable_fn, x, mutable(3))
each("mutable_tuple", lambda a, t: (a * t[0], len(t), t[1] + 1), x, mutable((2, 3)))
each("mutable_list_dyn", lambda t: (len(t), t[0] + t[-1]), mutable([1, 2, 3], True))


def shape_fn(a):
    return a.shape, a.shape[0] * 2, a.reshape(a.shape[0], -1).sum(1), ops.zeros(a.shape[1:], ms.int32)


fb, fj = bc(shape_fn), jit(shape_fn)
for shp in ((2, 3), (4, 1), (1, 5, 2), (0, 3), (3,)):
    a = T(np.ones(shp, np.float32))
    case(f"dyn_shape_{shp}[py]", lambda: shape_fn(a))
    case(f"dyn_shape_{shp}[bc]", lambda: fb(a))
    case(f"dyn_shape_{shp}[ast]", lambda: fj(a))


def setitem_fn(a, v):
    a = a.copy()
    a[0] = v
    a[a < 0] = 0
    a[:, 1] += 1
    return a


each("setitem_f32_scalar", setitem_fn, x, 9.)
each("setitem_i32_float", setitem_fn, xi, 2.7)
each("setitem_tensor", setitem_fn, x, T(np.array([7., 8., 9.], np.float32)))
each("setitem_grad", lambda a: ops.grad(lambda t: setitem_fn(t, t[1] * 2).sum())(a), x)
