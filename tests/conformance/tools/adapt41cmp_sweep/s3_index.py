"""st pynative test_tensor_getitem / setitem / augassign variants: index kinds (int, negative, slices with steps,
None, Ellipsis, bool, lists with bools / ints / mixed, Tensors of int8 / int16 / int32 / int64 / uint8 / bool dtype,
0-d Tensors, tuples mixing them) x target dtypes, setitem values (numbers, other dtypes, lists, tuples of Tensors,
broadcasting), augmented assignment by index with repeated indices, and gradients through setitem, in Cells."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.composite import GradOperation
from _h import case


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


class Get(nn.Cell):
    def __init__(self, idx):
        super().__init__()
        self.idx = idx

    def construct(self, x):
        return x[self.idx]


class GetArg(nn.Cell):
    def construct(self, x, i):
        return x[i]


class Set(nn.Cell):
    def __init__(self, idx, val):
        super().__init__()
        self.idx = idx
        self.val = val

    def construct(self, x):
        x[self.idx] = self.val
        return x


class SetArg(nn.Cell):
    def construct(self, x, i, v):
        x[i] = v
        return x


class Aug(nn.Cell):
    def __init__(self, idx, op):
        super().__init__()
        self.idx = idx
        self.op = op

    def construct(self, x, v):
        if self.op == "+":
            x[self.idx] += v
        elif self.op == "-":
            x[self.idx] -= v
        elif self.op == "*":
            x[self.idx] *= v
        elif self.op == "/":
            x[self.idx] /= v
        elif self.op == "//":
            x[self.idx] //= v
        return x


X = np.arange(24).reshape(2, 3, 4)
IDX = {
    "i": 1, "neg": -1, "oob": 2, "sl": slice(None, None, -1), "sl2": slice(1, None, 2), "none": None, "ell": ...,
    "t_ell_none": (..., None, 1), "t_none_sl": (None, slice(0, 1)), "b": True, "bF": False,
    "lb": [True, False], "li": [1, 0, 1], "lmix": [True, 0], "lneg": [-1, -2], "lnest": [[0, 1], [1, 0]],
    "lempty": [], "t_li": (1, [0, 2]), "t_2l": ([0, 1], [2, 0]), "t_l_sl_l": ([0, 1], slice(None), [3, 0]),
    "t_sl_neg": (slice(None), -1, slice(None, None, -2)),
    "T_i8": Tensor(np.array([1, 0], np.int8)), "T_i16": Tensor(np.array([-1], np.int16)),
    "T_u8": Tensor(np.array([1, 0], np.uint8)), "T_i64": Tensor(np.array([[1], [0]], np.int64)),
    "T_b": Tensor(np.array([False, True])), "T_b2": Tensor(np.array([[True, False, True], [False, False, True]])),
    "T_0d": Tensor(1), "T_0d_neg": Tensor(-2), "T_0db": Tensor(True), "T_f": Tensor(np.array([1.0])),
    "t_T_T": (Tensor(np.array([0, 1])), Tensor(np.array([2, 0]))), "t_T_sl": (Tensor(np.array([1, 0])), slice(1, 3)),
    "t_i_T": (0, Tensor(np.array([2, 1]))), "t_none_T": (None, Tensor(np.array([1]))),
}
for dt in ("float32", "int32", "float16", "bool", "uint8", "int64"):
    for k, idx in IDX.items():
        case(f"get.{dt}.{k}", lambda: Get(idx)(T(X % 5, dt)))
        case(f"getarg.{dt}.{k}", lambda: GetArg()(T(X % 5, dt), idx))
        case(f"set_num.{dt}.{k}", lambda: Set(idx, 7)(T(X % 5, dt)))
        if dt in ("float32", "int32"):
            case(f"set_float.{dt}.{k}", lambda: Set(idx, 2.5)(T(X, dt)))
            case(f"set_bool.{dt}.{k}", lambda: Set(idx, True)(T(X, dt)))
            case(f"set_T1.{dt}.{k}", lambda: Set(idx, T([9.5], "float64"))(T(X, dt)))
            case(f"set_T0.{dt}.{k}", lambda: Set(idx, Tensor(-3, ms.int8))(T(X, dt)))
            case(f"set_list.{dt}.{k}", lambda: Set(idx, [1, 2, 3, 4])(T(X, dt)))
            case(f"set_tuple.{dt}.{k}", lambda: Set(idx, (1.5, 2, 3, 4))(T(X, dt)))
            case(f"set_tupleT.{dt}.{k}", lambda: Set(idx, (T([1, 2, 3, 4]), T([5, 6, 7, 8]), T([0, 0, 0, 0])))(T(X, dt)))
            case(f"setarg.{dt}.{k}", lambda: SetArg()(T(X, dt), idx, T([[4.5]], "float16")))
            for op in ("+", "-", "*", "/", "//"):
                case(f"aug{op}.{dt}.{k}", lambda: Aug(idx, op)(T(X, dt), 2))
            case(f"aug+T.{dt}.{k}", lambda: Aug(idx, "+")(T(X, dt), T([1.5, 2, 3, 4], "float16")))
            case(f"aug+f.{dt}.{k}", lambda: Aug(idx, "+")(T(X, dt), 1.5))

# repeated indices
for k, idx in (("rep_list", [0, 0, 1]), ("rep_T", Tensor(np.array([1, 1]))), ("rep_t", ([0, 0], [1, 1]))):
    case(f"aug_rep.{k}", lambda: Aug(idx, "+")(T(X), 10))
    case(f"set_rep.{k}", lambda: Set(idx, T([5.0]))(T(X)))

# gradients through setitem / getitem
class GSet(nn.Cell):
    def __init__(self, idx):
        super().__init__()
        self.idx = idx

    def construct(self, x, v):
        y = x * 2
        y[self.idx] = v * 3
        return (y * y).sum()


class GAug(nn.Cell):
    def __init__(self, idx):
        super().__init__()
        self.idx = idx

    def construct(self, x, v):
        y = x * 1
        y[self.idx] += v
        return (y * y).sum()


for k in ("i", "neg", "sl2", "lb", "li", "T_i8", "T_b", "t_2l", "ell", "T_0d", "t_none_T"):
    idx = IDX[k]
    case(f"grad_set.{k}", lambda: GradOperation(get_all=True)(GSet(idx))(T(X), T([1.0])))
    case(f"grad_aug.{k}", lambda: GradOperation(get_all=True)(GAug(idx))(T(X), T([1.0])))
    case(f"grad_get.{k}", lambda: GradOperation(get_all=True)(Get(idx))(T(X)))
case("grad_aug.rep", lambda: GradOperation(get_all=True)(GAug([0, 0]))(T(X), T([1.0])))
