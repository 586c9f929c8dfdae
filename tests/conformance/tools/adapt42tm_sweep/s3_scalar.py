"""item / tolist / float / int / bool / len / iteration / index; Tensor operators with Python scalars on both sides
(dtype results), eager and under @ms.jit; asnumpy sharing."""
import operator
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DTS = [ms.bool_, ms.int8, ms.uint8, ms.int16, ms.int32, ms.int64, ms.float16, ms.float32, ms.float64, ms.bfloat16]


def mk(dt, shape=(2,)):
    a = (np.arange(int(np.prod(shape))).reshape(shape) % 3 + 1).astype(np.float64)
    return Tensor(a, dt)


for dt in DTS:
    for shp in ((), (1,), (2,), (1, 1), (0,)):
        tag = f"{dt}_{shp}"
        case(f"item_{tag}", lambda dt=dt, shp=shp: mk(dt, shp).item())
        case(f"tolist_{tag}", lambda dt=dt, shp=shp: mk(dt, shp).tolist())
        case(f"float_{tag}", lambda dt=dt, shp=shp: float(mk(dt, shp)))
        case(f"int_{tag}", lambda dt=dt, shp=shp: int(mk(dt, shp)))
        case(f"bool_{tag}", lambda dt=dt, shp=shp: bool(mk(dt, shp)))
        case(f"len_{tag}", lambda dt=dt, shp=shp: len(mk(dt, shp)))
        case(f"iter_{tag}", lambda dt=dt, shp=shp: [x for x in mk(dt, shp)])
        case(f"index_{tag}", lambda dt=dt, shp=shp: operator.index(mk(dt, shp)))
        case(f"complex_{tag}", lambda dt=dt, shp=shp: complex(mk(dt, shp)))
        case(f"round_{tag}", lambda dt=dt, shp=shp: round(mk(dt, shp)))
        case(f"asnp_type_{tag}", lambda dt=dt, shp=shp: str(mk(dt, shp).asnumpy().dtype))
    case(f"item_idx_{dt}", lambda dt=dt: mk(dt, (2, 2)).item(3))
    case(f"item_tuple_{dt}", lambda dt=dt: mk(dt, (2, 2)).item((1, 0)))
    case(f"item_multi_{dt}", lambda dt=dt: mk(dt, (2, 2)).item(1, 0))
    case(f"item_oob_{dt}", lambda dt=dt: mk(dt, (2, 2)).item(4))
    case(f"item_type_{dt}", lambda dt=dt: type(mk(dt, ()).item()).__name__)
    case(f"tolist_type_{dt}", lambda dt=dt: type(mk(dt, ()).tolist()).__name__)
    case(f"tolist2d_{dt}", lambda dt=dt: mk(dt, (2, 2)).tolist())
    case(f"hex_{dt}", lambda dt=dt: hex(mk(dt, ())))
    case(f"range_{dt}", lambda dt=dt: list(range(mk(dt, ()))))
    case(f"list_index_{dt}", lambda dt=dt: [10, 20, 30][mk(dt, ())])
    case(f"abs_{dt}", lambda dt=dt: abs(mk(dt, (2,))))
    case(f"neg_{dt}", lambda dt=dt: -mk(dt, (2,)))
    case(f"pos_{dt}", lambda dt=dt: +mk(dt, (2,)))
    case(f"invert_{dt}", lambda dt=dt: ~mk(dt, (2,)))

OPS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "truediv": operator.truediv,
       "floordiv": operator.floordiv, "mod": operator.mod, "pow": operator.pow, "lt": operator.lt,
       "eq": operator.eq, "ne": operator.ne, "ge": operator.ge, "and": operator.and_, "or": operator.or_,
       "xor": operator.xor, "lshift": operator.lshift, "rshift": operator.rshift}
SCALARS = {"i2": 2, "f2.5": 2.5, "bT": True, "ineg": -3, "big": 300, "f0": 0.0, "i0": 0}
for dt in DTS:
    for on, op in OPS.items():
        for sn, s in SCALARS.items():
            case(f"op_{on}_T{dt}_{sn}", lambda dt=dt, op=op, s=s: op(mk(dt), s))
            case(f"op_{on}_{sn}_T{dt}", lambda dt=dt, op=op, s=s: op(s, mk(dt)))


# under jit: a subset (dtype results)
@ms.jit
def jops(x):
    return (x + 2, 2 + x, x * 2.5, 2.5 * x, x / 2, 2 / x, x // 2, 7 // x, x % 2, 7 % x, x ** 2, 2 ** x, x - True,
            True - x, x > 1, 1 < x)


for dt in DTS:
    case(f"jit_ops_{dt}", lambda dt=dt: jops(mk(dt)))


@ms.jit
def jconv(x):
    return x.item(), x.tolist(), float(x), int(x), bool(x)


for dt in (ms.int32, ms.float32, ms.bool_, ms.float16, ms.int64):
    case(f"jit_conv_{dt}", lambda dt=dt: jconv(mk(dt, ())))
    case(f"jit_conv1_{dt}", lambda dt=dt: jconv(mk(dt, (1,))))


@ms.jit
def jlen(x):
    n = 0
    for v in x:
        n = n + v
    return len(x), n


for dt in (ms.int32, ms.float32, ms.float16):
    case(f"jit_len_iter_{dt}", lambda dt=dt: jlen(mk(dt, (3, 2))))


# asnumpy sharing / copying
def share1():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    a = t.asnumpy()
    a[0] = 9
    return t


def share2():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    a = t.asnumpy()
    t[1] = 7
    return a.tolist()


def share3():
    a = np.array([1.0, 2.0], np.float32)
    t = Tensor(a)
    a[0] = 5
    return t


def share4():
    a = np.array([1.0, 2.0], np.float32)
    t = Tensor.from_numpy(a)
    a[0] = 5
    return t


def share5():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    a = t.asnumpy()
    t += 1
    return a.tolist(), t


def share6():
    t = Tensor(np.array([1, 2], np.int32))
    a = t.asnumpy()
    t.add_(5)
    return a.tolist()


def share7():
    t = Tensor(np.array([1, 2], np.int32))
    u = Tensor(t)
    u[0] = 9
    return t, u


def share8():
    t = Tensor(np.array([1, 2], np.int32))
    a = t.asnumpy()
    return a.flags.writeable, a.flags.owndata


def share9():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    n = t.numpy()
    n[0] = 4
    return t


def share10():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    l = t.tolist()
    l[0] = 4
    return t


def share11():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    u = t.copy()
    u[0] = 3
    return t, u


def share12():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    t.fill_(3.0)
    return t


for i, f in enumerate([share1, share2, share3, share4, share5, share6, share7, share8, share9, share10, share11,
                       share12], 1):
    case(f"share{i}", f)
