"""st pynative test_tensor_getitem / test_item / test_tensor_augassign variants: x[index], item(), x[index] op= v
over index kinds x dtypes, eager and in ms.jit (MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case, J

DT = dict(f32=np.float32, f16=np.float16, f64=np.float64, i32=np.int32, i64=np.int64, i8=np.int8, u8=np.uint8, b=np.bool_)

def base(dt, shape=(2, 3, 4)):
    return (np.arange(int(np.prod(shape))).reshape(shape) % 5).astype(dt)

IDX = {
    "int": 1, "neg": -2, "slice": slice(0, 2), "step": slice(None, None, 2), "negstep": slice(None, None, -1),
    "none": None, "ell": Ellipsis, "tup_int": (1, 2), "tup_sl": (slice(None), 1), "tup_ell": (Ellipsis, 0),
    "tup_none": (None, 1, None), "tup_mix": (0, slice(1, 3), 2), "list": [0, 1], "list_neg": [-1, 0],
    "bool_t": True, "bool_f": False, "tup_bool": (1, True), "list_bool": [True, False], "sl_big": slice(-10, 10),
    "emptytup": (), "ell_none": (Ellipsis, None), "sl_empty": slice(2, 1), "tup_list": ([0, 1], [1, 2]),
    "tup_list_sl": ([1, 0], slice(None), [3, 2]),
}
TIDX = {
    "tint": lambda: Tensor(1, ms.int32), "tvec": lambda: Tensor([0, 1], ms.int32), "tneg": lambda: Tensor([-1], ms.int64),
    "tmask": lambda: Tensor((np.arange(24).reshape(2, 3, 4) % 3) == 0), "tmask0": lambda: Tensor(np.array([True, False])),
    "t2d": lambda: Tensor([[0, 1], [1, 1]], ms.int32), "tu8": lambda: Tensor([1], ms.uint8),
    "tf32": lambda: Tensor([1.0], ms.float32), "t0b": lambda: Tensor(True),
}

for dn, dt in DT.items():
    for iname, idx in IDX.items():
        case(f"get_{dn}_{iname}", lambda dt=dt, idx=idx: J(lambda x: x[idx])(Tensor(base(dt))))
    for iname, mk in TIDX.items():
        case(f"get_{dn}_{iname}", lambda dt=dt, mk=mk: J(lambda x, i: x[i])(Tensor(base(dt)), mk()))
    # item / tolist / scalar conversions (eager only: their Python results)
    case(f"item_{dn}_0d", lambda dt=dt: Tensor(np.array(3, dt)).item())
    case(f"item_{dn}_1", lambda dt=dt: Tensor(np.array([2], dt)).item())
    case(f"item_{dn}_idx", lambda dt=dt: Tensor(base(dt)).item(5))
    case(f"item_{dn}_tupidx", lambda dt=dt: Tensor(base(dt)).item((1, 2, 3)))
    case(f"item_{dn}_many", lambda dt=dt: Tensor(base(dt)).item())
    case(f"item_{dn}_empty", lambda dt=dt: Tensor(np.zeros((0,), dt)).item())
    case(f"item_{dn}_oob", lambda dt=dt: Tensor(base(dt)).item(24))
    case(f"item_{dn}_negidx", lambda dt=dt: Tensor(base(dt)).item(-1))
    case(f"tolist_{dn}", lambda dt=dt: Tensor(base(dt, (2, 2))).tolist())
    case(f"tolist_{dn}_0d", lambda dt=dt: Tensor(np.array(1, dt)).tolist())
    case(f"int_{dn}", lambda dt=dt: int(Tensor(np.array([3], dt))))
    case(f"float_{dn}", lambda dt=dt: float(Tensor(np.array(1, dt))))
    case(f"bool_{dn}", lambda dt=dt: bool(Tensor(np.array([0], dt))))
    case(f"index_{dn}", lambda dt=dt: [10, 20, 30, 40][Tensor(np.array(2, dt))])
    case(f"range_{dn}", lambda dt=dt: list(range(Tensor(np.array(3, dt)))))
    case(f"len_{dn}", lambda dt=dt: len(Tensor(base(dt))))
    case(f"len0d_{dn}", lambda dt=dt: len(Tensor(np.array(1, dt))))
    # item in jit
    case(f"jit_item_{dn}", lambda dt=dt: J(lambda x: x.item() + 1)(Tensor(np.array([2], dt))))
    # augmented assignment through an index
    for op in ("add", "sub", "mul", "div", "floordiv", "mod", "pow", "and", "or"):
        for vn, v in (("pint", 2), ("pfloat", 1.5), ("pbool", True), ("tf32", Tensor(2.0)), ("ti32", Tensor([3], ms.int32))):
            def t(dt=dt, op=op, v=v):
                def f(x, val):
                    if op == "add":
                        x[0] += val
                    elif op == "sub":
                        x[0, 1:] -= val
                    elif op == "mul":
                        x[..., 1] *= val
                    elif op == "div":
                        x[1] /= val
                    elif op == "floordiv":
                        x[:, 0] //= val
                    elif op == "mod":
                        x[1, 2] %= val
                    elif op == "pow":
                        x[0] **= val
                    elif op == "and":
                        x[0] &= val
                    else:
                        x[1] |= val
                    return x
                return J(f)(Tensor(base(dt)), v)
            case(f"aug_{dn}_{op}_{vn}", t)
    # whole-tensor augassign (rebinding)
    for op in ("add", "mul", "div", "sub"):
        for vn, v in (("pint", 3), ("pfloat", 0.5), ("pbool", False)):
            def t(dt=dt, op=op, v=v):
                def f(x):
                    if op == "add":
                        x += v
                    elif op == "mul":
                        x *= v
                    elif op == "div":
                        x /= v
                    else:
                        x -= v
                    return x
                return J(f)(Tensor(base(dt)))
            case(f"augw_{dn}_{op}_{vn}", t)

# getitem gradients
for iname, idx in (("int", 1), ("tup_mix", (0, slice(1, 3), 2)), ("list", [0, 0, 1]), ("step", slice(None, None, 2)),
                   ("tup_list", ([0, 1], [1, 1]))):
    case(f"get_grad_{iname}", lambda idx=idx: J(lambda x: ms.grad(lambda a: (a[idx] * 2).sum())(x))(Tensor(base(np.float32))))
case("get_grad_tvec", lambda: J(lambda x, i: ms.grad(lambda a, b: (a[b] ** 2).sum())(x, i))(Tensor(base(np.float32)), Tensor([1, 1, 0])))
case("get_grad_mask", lambda: J(lambda x, m: ms.grad(lambda a, b: (a[b] * 3).sum())(x, m))(Tensor(base(np.float32)), Tensor(base(np.float32) > 2)))
case("get_grad_f16", lambda: J(lambda x: ms.grad(lambda a: a[0, 1].sum())(x))(Tensor(base(np.float16))))
# 0-d / empty
case("get_0d_ell", lambda: J(lambda x: x[...])(Tensor(2.5)))
case("get_0d_none", lambda: J(lambda x: x[None])(Tensor(2.5)))
case("get_0d_emptytup", lambda: J(lambda x: x[()])(Tensor(2.5)))
case("get_0d_int", lambda: J(lambda x: x[0])(Tensor(2.5)))
case("get_0d_bool", lambda: J(lambda x: x[True])(Tensor(2.5)))
case("get_empty_slice", lambda: J(lambda x: x[1:])(Tensor(np.zeros((0, 3), np.float32))))
case("get_empty_int", lambda: J(lambda x: x[:, 1])(Tensor(np.zeros((0, 3), np.float32))))
case("get_oob_int", lambda: J(lambda x: x[2])(Tensor(base(np.float32))))
case("get_oob_neg", lambda: J(lambda x: x[:, -4])(Tensor(base(np.float32))))
case("get_oob_list", lambda: J(lambda x: x[[0, 2]])(Tensor(base(np.float32))))
case("get_toomany", lambda: J(lambda x: x[0, 0, 0, 0])(Tensor(base(np.float32))))
case("get_twoell", lambda: J(lambda x: x[..., 0, ...])(Tensor(base(np.float32))))
case("get_floatidx", lambda: J(lambda x: x[1.0])(Tensor(base(np.float32))))
case("get_stridx", lambda: J(lambda x: x["a"])(Tensor(base(np.float32))))
case("get_step0", lambda: J(lambda x: x[::0])(Tensor(base(np.float32))))
case("none_tensor_flip", lambda: J(lambda x: ms.ops.flip(x, (0,)))(Tensor(np.random.rand(2, 0), ms.int32)))
case("none_tensor_repr", lambda: repr(J(lambda x: ms.ops.flip(x, (0,)))(Tensor(np.random.rand(2, 0), ms.int32)).asnumpy()))
case("none_tensor_sum", lambda: J(lambda x: (x.sum(), x.sum(1), x.max(0) if False else x.mean(1)))(Tensor(np.zeros((2, 0)), ms.float32)))
