"""st pynative test_item / test_bool / test_none_tensor / test_tensor_set_dtype variants: item(), bool(), int(),
float(), tolist() of Tensors of every dtype and shapes 0-d / (1,) / (1, 1) / (2,) / empty inside a Cell; ops on
empty (x, 0) Tensors; Parameter.set_dtype then use in a Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _h import case


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


class Item(nn.Cell):
    def construct(self, x):
        return x.item()


class ItemIdx(nn.Cell):
    def construct(self, x):
        return x.item(1)


class Bool(nn.Cell):
    def construct(self, x):
        return bool(x)


class Int(nn.Cell):
    def construct(self, x):
        return int(x)


class Float(nn.Cell):
    def construct(self, x):
        return float(x)


class ItemAdd(nn.Cell):
    def construct(self, x):
        return x.item() + 1, x.item() * 2.5


class IfTensor(nn.Cell):
    def construct(self, x):
        if x:
            return 1
        return 0


class NotTensor(nn.Cell):
    def construct(self, x):
        return not x


DTS = ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "float16", "float32",
       "float64", "bfloat16", "complex64", "complex128"]
VALS = {"0d": 3.0, "0d0": 0.0, "1": [2.0], "11": [[-1.0]], "2": [1.0, 0.0], "e": [], "e2": np.zeros((2, 0))}


def mk(v, dt):
    a = np.array(v, dtype=np.float64)
    if dt == "bfloat16":
        return Tensor(a.astype(np.float32), ms.bfloat16)
    if dt.startswith("uint"):
        a = np.abs(a)
    return Tensor(a.astype(dt))


for dt in DTS:
    for vk, v in VALS.items():
        case(f"item.{dt}.{vk}", lambda: Item()(mk(v, dt)))
        case(f"bool.{dt}.{vk}", lambda: Bool()(mk(v, dt)))
        case(f"int.{dt}.{vk}", lambda: Int()(mk(v, dt)))
        case(f"float.{dt}.{vk}", lambda: Float()(mk(v, dt)))
        case(f"if.{dt}.{vk}", lambda: IfTensor()(mk(v, dt)))
        case(f"not.{dt}.{vk}", lambda: NotTensor()(mk(v, dt)))
    case(f"item_idx.{dt}", lambda: ItemIdx()(mk([1.0, 2.0], dt)))
    case(f"item_arith.{dt}", lambda: ItemAdd()(mk(2.0, dt)))
    case(f"item_abs.{dt}", lambda: F(lambda x: ops.abs(x).item())(mk(-2.0, dt)))
    case(f"tolist.{dt}", lambda: F(lambda x: x.tolist())(mk([[1.0, 0.0]], dt)))

# empty tensors
E = lambda dt="int32": Tensor(np.zeros((2, 0)), getattr(ms, dt))  # noqa: E731
for nm, fn in [("flip0", lambda x: ops.flip(x, (0,))), ("flip1", lambda x: ops.flip(x, (1,))),
               ("sum", lambda x: x.sum()), ("sum1", lambda x: x.sum(1)), ("sum0", lambda x: x.sum(0)),
               ("mean1", lambda x: x.mean(1)), ("prod1", lambda x: x.prod(1)), ("max0", lambda x: x.max(0)),
               ("argmax1", lambda x: x.argmax(1)), ("cumsum1", lambda x: ops.cumsum(x, 1)),
               ("sort1", lambda x: ops.sort(x.astype(ms.float32), 1)[0]), ("t", lambda x: x.T),
               ("reshape", lambda x: x.reshape(0, 5)), ("reshape_m1", lambda x: x.reshape(-1)),
               ("concat", lambda x: ops.concat((x, x), 1)), ("concat0", lambda x: ops.concat((x, x), 0)),
               ("add", lambda x: x + 1), ("eq", lambda x: x == x), ("all", lambda x: x.all()),
               ("any", lambda x: x.any()), ("any1", lambda x: x.any(1)), ("nonzero", lambda x: ops.nonzero(x)),
               ("unique", lambda x: ops.unique(x.reshape(-1))[0]), ("tile", lambda x: ops.tile(x, (2, 3))),
               ("bcast", lambda x: ops.broadcast_to(x, (3, 2, 0))), ("expand", lambda x: x.expand_dims(0)),
               ("matmul", lambda x: ops.matmul(x.astype(ms.float32), ops.ones((0, 3), ms.float32))),
               ("getitem", lambda x: x[1]), ("getitem_sl", lambda x: x[:, 1:]), ("norm", lambda x: x.astype(ms.float32).norm()),
               ("std", lambda x: x.astype(ms.float32).std()), ("min", lambda x: x.min()),
               ("softmax", lambda x: ops.softmax(x.astype(ms.float32), 1)), ("size", lambda x: (x.size, x.ndim, x.shape))]:
    for dt in ("int32", "float32", "bool"):
        case(f"empty.{nm}.{dt}", lambda: F(fn)(E(dt)))

# Parameter.set_dtype
for dt in ("float16", "int32", "float64", "bool"):
    for ydt in ("float16", "float32", "int32"):
        def go():
            class N(nn.Cell):
                def __init__(self):
                    super().__init__()
                    self.x = Parameter(Tensor([[1.5, 1.0], [1.0, -1.0]], ms.float32), name="x")

                def construct(self, y):
                    return self.x * y, self.x

            n = N()
            n.x.set_dtype(getattr(ms, dt))
            r = n(Tensor([[1, 2], [3, 4]], getattr(ms, ydt)))
            return r + (n.x.dtype,) if False else (r[0], r[1], str(n.x.dtype))
        case(f"set_dtype.{dt}.{ydt}", go)
    case(f"set_dtype_ret.{dt}", lambda: str(type(Parameter(Tensor([1.5]), name="p").set_dtype(getattr(ms, dt)))))
    case(f"tensor_set_dtype.{dt}", lambda: (lambda t: (t.set_dtype(getattr(ms, dt)), t)[1])(Tensor([1.5, -2.0])))
