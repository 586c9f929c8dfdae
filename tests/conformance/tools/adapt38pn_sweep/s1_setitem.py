"""st pynative test_tensor_setitem variants: x[index] = value over index kinds x value kinds x dtypes, eager and
in ms.jit (MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case, J

DT = dict(f32=np.float32, f16=np.float16, f64=np.float64, i32=np.int32, i64=np.int64, i8=np.int8, u8=np.uint8, b=np.bool_)

def base(dt):
    return (np.arange(24).reshape(2, 3, 4) % 5).astype(dt)

IDX = {
    "int": 1, "neg": -1, "slice": slice(0, 2), "step": slice(None, None, 2), "none": None, "ell": Ellipsis,
    "tup_int": (1, 2), "tup_sl": (slice(None), 1), "tup_ell": (Ellipsis, 0), "tup_none": (None, 1),
    "tup_mix": (0, slice(1, 3), 2), "list": [0, 1], "bool_t": True, "tup_negsl": (1, slice(-2, None)),
}
TIDX = {
    "tint": lambda: Tensor(1, ms.int32), "tvec": lambda: Tensor([0, 1], ms.int32),
    "tmask": lambda: Tensor((np.arange(24).reshape(2, 3, 4) % 3) == 0),
    "tmask0": lambda: Tensor(np.array([True, False])), "tvec64": lambda: Tensor([1, 0, 1], ms.int64),
}
VALS = {"pint": 7, "pfloat": 2.5, "pbool": True, "pneg": -3,
        "t0f32": lambda: Tensor(1.5, ms.float32), "t0i32": lambda: Tensor(9, ms.int32),
        "t1f16": lambda: Tensor([4.0], ms.float16), "tup": (1, 2, 3, 4), "tbool": lambda: Tensor(False)}

for dn, dt in DT.items():
    for iname, idx in IDX.items():
        for vn, v in VALS.items():
            def t(dt=dt, idx=idx, v=v):
                vv = v() if callable(v) else v
                def f(x, val):
                    x[idx] = val
                    return x
                if isinstance(vv, tuple):
                    def f(x):  # noqa
                        x[idx] = (1, 2, 3, 4)
                        return x
                    return J(f)(Tensor(base(dt)))
                return J(f)(Tensor(base(dt)), vv)
            case(f"set_{dn}_{iname}_{vn}", t)
    for iname, mk in TIDX.items():
        for vn, v in VALS.items():
            if vn == "tup":
                continue
            def t(dt=dt, mk=mk, v=v):
                vv = v() if callable(v) else v
                def f(x, i, val):
                    x[i] = val
                    return x
                return J(f)(Tensor(base(dt)), mk(), vv)
            case(f"set_{dn}_{iname}_{vn}", t)

# broadcast / shape-mismatch values
for dn, dt in (("f32", np.float32), ("i32", np.int32)):
    def t(dt=dt):
        def f(x, v):
            x[0] = v
            return x
        return J(f)(Tensor(base(dt)), Tensor(np.arange(4).astype(np.float64)))
    case(f"set_bcast_row_{dn}", t)
    def t(dt=dt):
        def f(x, v):
            x[0] = v
            return x
        return J(f)(Tensor(base(dt)), Tensor(np.arange(5).astype(np.float32)))
    case(f"set_badshape_{dn}", t)
    def t(dt=dt):
        def f(x, v):
            x[:, 1:, ::3] = v
            return x
        return J(f)(Tensor(base(dt)), Tensor(np.ones((2, 1, 2)), ms.int64))
    case(f"set_bcast_mid_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[5] = 1
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_oob_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[..., 1] = x[..., 0] * 2
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_self_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[0][1] = 100
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_chain_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[1:1] = 3
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_emptysl_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[[0, 1], [1, 2]] = Tensor([5, 6], ms.int32)
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_fancy2_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[[1, 1]] = 4
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_dupidx_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[0] = [1, 2, 3, 4]
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_listval_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[1, 2, 3] = 2.75
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_scalar_elt_{dn}", t)
    def t(dt=dt):
        def f(x):
            x[()] = 0
            return x
        return J(f)(Tensor(base(dt)))
    case(f"set_emptytup_{dn}", t)

# 0-d and empty tensors
case("set_0d_ell", lambda: J(lambda x: _s(x, Ellipsis, 3))(Tensor(2.0)))
def _s(x, i, v):
    x[i] = v
    return x
def t():
    def f(x):
        x[...] = 3
        return x
    return J(f)(Tensor(2.0))
case("set_0d_ellipsis", t)
def t():
    def f(x):
        x[()] = 4
        return x
    return J(f)(Tensor(np.int32(2)))
case("set_0d_emptytup", t)
def t():
    def f(x):
        x[0] = 1
        return x
    return J(f)(Tensor(np.zeros((0, 3), np.float32)))
case("set_empty_int", t)
def t():
    def f(x):
        x[:] = 1
        return x
    return J(f)(Tensor(np.zeros((0, 3), np.float32)))
case("set_empty_slice", t)
def t():
    def f(x, m):
        x[m] = 1
        return x
    return J(f)(Tensor(np.arange(6).reshape(2, 3).astype(np.float32)), Tensor(np.zeros((2, 3), np.bool_)))
case("set_allfalse_mask", t)
# gradient through setitem
def t():
    def f(x, v):
        y = x * 1
        y[0] = v
        return (y * y).sum()
    return ms.grad(J(f) if False else f, grad_position=(0, 1))(Tensor(np.ones((2, 3), np.float32)), Tensor(3.0))
case("set_grad", t)
def t():
    def f(x, v):
        y = x * 2
        y[:, 1] = v * 3
        return y.sum()
    return J(lambda a, b: ms.grad(f, grad_position=(0, 1))(a, b))(Tensor(np.ones((2, 3), np.float32)), Tensor([1.0, 2.0]))
case("set_grad_jit", t)
