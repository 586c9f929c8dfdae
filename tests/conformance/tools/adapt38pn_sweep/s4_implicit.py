"""st pynative test_implicit_conversion / test_bool variants: Tensor op scalar (Python int / float / bool, numpy
scalars, 0-d Tensors of other dtypes), reversed operands, comparisons and bitwise ops, eager and in ms.jit."""
import operator
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case, J

DT = dict(f32=np.float32, f16=np.float16, f64=np.float64, i32=np.int32, i64=np.int64, i8=np.int8, u8=np.uint8,
          i16=np.int16, b=np.bool_)
OPS = dict(add=operator.add, sub=operator.sub, mul=operator.mul, div=operator.truediv, fdiv=operator.floordiv,
           mod=operator.mod, pow=operator.pow, eq=operator.eq, lt=operator.lt, and_=operator.and_, or_=operator.or_,
           xor=operator.xor)
OTHERS = {"pint": 3, "pneg": -2, "pfloat": 2.5, "pbool": True, "pbig": 300, "npf64": np.float64(1.5), "npi8": np.int8(2),
          "t0i64": lambda: Tensor(2, ms.int64), "t0f16": lambda: Tensor(0.5, ms.float16), "t0b": lambda: Tensor(True),
          "t1i16": lambda: Tensor([2], ms.int16), "t1f64": lambda: Tensor([1.5], ms.float64)}

def base(dt):
    return np.array([[1, 0, 3], [4, 5, 2]]).astype(dt)

for dn, dt in DT.items():
    for on, op in OPS.items():
        for vn, v in OTHERS.items():
            def t(dt=dt, op=op, v=v, rev=False):
                vv = v() if callable(v) else v
                if isinstance(vv, Tensor) or isinstance(vv, np.generic):
                    return J(lambda x, y: op(x, y))(Tensor(base(dt)), vv) if isinstance(vv, Tensor) else J(lambda x: op(x, vv))(Tensor(base(dt)))
                return J(lambda x: op(x, vv))(Tensor(base(dt)))
            case(f"{on}_{dn}_{vn}", t)
            if vn in ("pint", "pfloat", "pbool", "t0i64", "npf64"):
                def t(dt=dt, op=op, v=v):
                    vv = v() if callable(v) else v
                    if isinstance(vv, Tensor):
                        return J(lambda x, y: op(y, x))(Tensor(base(dt)), vv)
                    return J(lambda x: op(vv, x))(Tensor(base(dt)))
                case(f"r{on}_{dn}_{vn}", t)
    case(f"neg_{dn}", lambda dt=dt: J(lambda x: -x)(Tensor(base(dt))))
    case(f"inv_{dn}", lambda dt=dt: J(lambda x: ~x)(Tensor(base(dt))))
    case(f"abs_{dn}", lambda dt=dt: J(lambda x: abs(x))(Tensor(base(dt))))
    case(f"pos_{dn}", lambda dt=dt: J(lambda x: +x)(Tensor(base(dt))))
    # 0-d tensor on the left of a Python scalar and bool contexts
    case(f"t0_add_{dn}", lambda dt=dt: J(lambda x: x + 1.5)(Tensor(np.array(2, dt))))
    case(f"t0_bool_{dn}", lambda dt=dt: J(lambda x: 1 if x else 0)(Tensor(np.array(2, dt))))
    case(f"t1_bool_{dn}", lambda dt=dt: J(lambda x: 1 if x else 0)(Tensor(np.array([0], dt))))
    case(f"tn_bool_{dn}", lambda dt=dt: J(lambda x: 1 if x else 0)(Tensor(base(dt))))
    case(f"bool_and_{dn}", lambda dt=dt: J(lambda x: (x > 1) and (x < 5))(Tensor(np.array(2, dt))))
# mixed tensors (the st test's pairs)
PAIRS = [("f32", "i32"), ("f64", "f32"), ("i16", "i32"), ("f32", "b"), ("b", "i8"), ("u8", "i8"), ("f16", "i64"),
         ("u8", "b"), ("i8", "f16"), ("b", "b"), ("u8", "i16"), ("f16", "f64")]
for a, b in PAIRS:
    for on in ("add", "sub", "mul", "div", "pow", "fdiv"):
        case(f"tt_{on}_{a}_{b}", lambda a=a, b=b, on=on: J(lambda x, y: OPS[on](x, y))(Tensor(base(DT[a])), Tensor(base(DT[b]))))
# gradients through implicit conversions
case("grad_f32_int", lambda: J(lambda x: ms.grad(lambda a: (a * 3 + 1) ** 2)(x))(Tensor([1.0, 2.0])))
case("grad_f16_float", lambda: J(lambda x: ms.grad(lambda a: (a * 2.5 - True).sum())(x))(Tensor([1.0, 2.0], ms.float16)))
case("grad_mixed", lambda: J(lambda x, y: ms.grad(lambda a, b: (a * b).sum(), grad_position=(0, 1))(x, y))(Tensor([1.0, 2.0]), Tensor([3, 4], ms.int32)))
case("grad_f64_f32", lambda: J(lambda x, y: ms.grad(lambda a, b: (a + b).sum(), grad_position=(0, 1))(x, y))(Tensor([1.0, 2.0], ms.float64), Tensor([3.0], ms.float32)))
case("grad_rpow", lambda: J(lambda x: ms.grad(lambda a: (2 ** a).sum())(x))(Tensor([1.0, 2.0])))
case("grad_rdiv", lambda: J(lambda x: ms.grad(lambda a: (3 / a).sum())(x))(Tensor([1.0, 2.0], ms.float16)))
