"""Ops and containers in bytecode-captured Cells (pi_jit one_stage/test_base_op, test_tensor_overload_method,
test_mint_function_call, parse/test_parser_tensor_fancy_index, test_parser_list_index, meta_func_specialize,
operation/*, dynamic_shape/*): sequences with Tensors, jit(Net.construct) unbound, fancy / bool indexing and
its gradient, HyperMap, ops in several dtypes, Tensor method kwargs, set_inputs-style dynamic shapes."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, mint, jit
from mindspore.ops import GradOperation

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
m23 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2)


class Add(nn.Cell):
    def construct(self, x, y):
        return x + y
class Div(nn.Cell):
    def construct(self, x, y):
        return x / y
class Unpack(nn.Cell):
    def construct(self, x):
        a, b = x
        return (a, b)
class Star(nn.Cell):
    def construct(self, a, *args, b=1, **kwargs):
        return a + b + args[0] + kwargs["s"]
class Slice(nn.Cell):
    def construct(self, x):
        m = [x, x + 1, x + 2]
        return m[0:2:1], m[::-1], m[-2:], tuple(m)[1:]
class Shape(nn.Cell):
    def construct(self, x):
        a = x.shape[0]
        b = {"1": a}
        return b["1"], x.shape[-1] * 2
case("tuple_add", lambda: bc(Add.construct)(Add(), (1, 2, 3), (4, 5, 6)))
case("list_add", lambda: bc(Add.construct)(Add(), [1, 2], [4.5]))
case("tuple_div_tensor", lambda: bc(Div.construct)(Div(), (1.0, 2.0, 3.0), Tensor(np.ones([2, 3]).astype(np.float32) * 2)))
case("list_div_tensor", lambda: bc(Div.construct)(Div(), [1.0, 2.0, 3.0], Tensor(np.ones([2, 3]).astype(np.float32) * 2)))
case("tensor_div_tuple", lambda: bc(Div.construct)(Div(), Tensor(np.ones([2, 3]).astype(np.float32) * 2), (1.0, 2.0, 4.0)))
case("int_tuple_div_tensor", lambda: bc(Div.construct)(Div(), (1, 2, 3), Tensor(np.array([2, 2, 2], np.int32))))
case("tensor_add_list_int", lambda: bc(Add.construct)(Add(), Tensor(np.array([1, 2, 3], np.int64)), [1, 2, 3]))
case("tensor_add_tuple_bool", lambda: bc(Add.construct)(Add(), x3, (True, False, True)))
case("unpack_tuple", lambda: bc(Unpack.construct)(Unpack(), (1, 2)))
case("unpack_list_tensors", lambda: bc(Unpack.construct)(Unpack(), [x3, x3 * 2]))
case("unpack_tensor", lambda: bc(Unpack.construct)(Unpack(), m23))
case("unpack_wrong_len", lambda: bc(Unpack.construct)(Unpack(), (1, 2, 3)))
case("star_kwargs", lambda: bc(Star.construct)(Star(), x3, 2, 3, s=4))
case("star_kwargs_b", lambda: bc(Star.construct)(Star(), x3, 2, b=5, s=x3))
case("star_missing_s", lambda: bc(Star.construct)(Star(), x3, 2))
case("list_slices", lambda: bc(Slice.construct)(Slice(), x3))
case("shape_dict", lambda: bc(Shape.construct)(Shape(), m23))


class Fancy(nn.Cell):
    def __init__(self, idx):
        super().__init__()
        self.relu = nn.ReLU()
        self.idx = idx
    def construct(self, x):
        return self.relu(x[self.idx])
x32 = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) - 1)
for name, idx in [("bool_lists", ([False, True, True], [True, False])), ("int_list", [0, 2]), ("neg_list", [-1, 0]),
                  ("bool_1d", [True, False, True]), ("tuple_int_list", (slice(None), [1, 0])),
                  ("ellipsis_list", (Ellipsis, [1])), ("none_list", (None, [0, 2])), ("tensor_idx", Tensor(np.array([2, 0]))),
                  ("bool_tensor", Tensor(np.array([True, False, True]))), ("nested_list", [[0, 1], [1, 2]])]:
    net = Fancy(idx)
    case(f"fancy_{name}", lambda net=net: bc(net.construct)(x32))
    case(f"fancy_grad_{name}", lambda net=net: GradOperation()(bc(net.construct))(x32))


class Hyper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = ops.HyperMap()
        self.mp = ops.Map()
    def construct(self, x, y):
        a = self.hm(ops.add, (x, y), (y, y))
        b = self.mp(lambda u: u * 2, [x, y])
        return a, b
case("hypermap", lambda: bc(Hyper().construct)(x3, Tensor(np.array([1.0, 1.0, 1.0], np.float32))))

for dt in (np.float16, np.float64, np.int8, np.int32, np.int64, np.uint8, np.bool_):
    a = Tensor(np.array([[1, 0, 3], [2, 5, 1]]).astype(dt))
    def f_ops(t):
        return (ops.abs(t), t.max(), t.argmax(), ops.sum(t, 1), ops.cumsum(t, 0), t.transpose(), ops.flip(t, (1,)),
                t.reshape(-1)[::2], ops.expand_dims(t, 0).shape, t.sum(axis=-1, keepdims=True))
    case(f"ops_{np.dtype(dt).name}", lambda a=a, f=f_ops: bc(f)(a))
    def f_mint(t):
        return (mint.abs(t), mint.max(t), mint.sum(t, 1), mint.flip(t, (1,)), mint.cumsum(t, 0), mint.clamp(t, 1, 2),
                mint.where(t > 1, t, 0))
    case(f"mint_{np.dtype(dt).name}", lambda a=a, f=f_mint: bc(f)(a))

def f_overload(x):
    return (x.max(0), x.min(axis=1, keepdims=True), x.sum(1, dtype=ms.float64), x.mean(-1), x.std(), x.var(0),
            x.prod(), x.cumsum(1), x.sort(1), x.topk(1, dim=0), x.clamp(min=0), x.clip(-1, 1))
case("overloads", lambda: bc(f_overload)(m23))
def f_overload_bad(x):
    return x.max(dim=5)
case("overload_bad_dim", lambda: bc(f_overload_bad)(m23))
def f_overload_kw(x):
    return x.add(other=1, alpha=2), x.sub(x, alpha=0.5), x.mul(other=x), x.div(2, rounding_mode="floor")
case("overload_kwargs", lambda: bc(f_overload_kw)(m23))
def f_view_ops(x):
    return x.T, x.t(), x.view(-1), x.flatten(), x.unsqueeze(0).shape, x.squeeze().shape, x.permute(1, 0), x.repeat(2, 1).shape
case("view_ops", lambda: bc(f_view_ops)(m23))
def f_creation(x):
    return (ops.zeros_like(x), ops.ones((2,), ms.int8), ops.arange(0, 5, 2), ops.linspace(0, 1, 3), mint.arange(3),
            ops.full((2,), 7.5), ops.eye(2), ops.ones_like(x, dtype=ms.int32))
case("creation", lambda: bc(f_creation)(m23))
def f_reduce_empty(x):
    return x.sum(), x.shape, x.mean()
case("empty_sum", lambda: bc(f_reduce_empty)(Tensor(np.zeros((0, 3), np.float32))))
def f_special(x):
    return ops.isnan(x), ops.isinf(x), ops.nan_to_num(x, 0.0, 9.0, -9.0), x.max(), ops.sqrt(x), ops.log(x)
case("special_values", lambda: bc(f_special)(Tensor(np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 4.0], np.float32))))
def f_noncontig(x):
    y = x.T
    return y + 1, y.reshape(-1), y[1], y.sum(0)
case("noncontig", lambda: bc(f_noncontig)(m23))
case("noncontig_in", lambda: bc(f_noncontig)(m23.T))
def f_setitem(x, v):
    y = x.copy()
    y[0] = v
    y[:, 1] = 0
    y[y > 2] = -1
    return y
case("setitem", lambda: bc(f_setitem)(m23, 9.0))
case("setitem_tensor_val", lambda: bc(f_setitem)(m23, Tensor(np.array([7.0, 8.0, 9.0], np.float32))))
def f_inplace(x):
    y = x.copy()
    y.add_(1)
    y.mul_(2)
    return y, x
case("inplace_methods", lambda: bc(f_inplace)(m23))
def f_dyn(x):
    return x * 2, x.shape
dj = bc(f_dyn)
case("dyn_shape_1", lambda: dj(Tensor(np.ones((2, 3), np.float32))))
case("dyn_shape_2", lambda: dj(Tensor(np.ones((4, 3), np.float32))))
case("dyn_shape_3", lambda: dj(Tensor(np.ones((4,), np.float32))))
case("dyn_shape_scalar", lambda: dj(Tensor(1.5)))
class DynNet(nn.Cell):
    def construct(self, x):
        return ops.relu(x).sum(-1), x.shape[0]
dn = DynNet()
dn.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
dnj = bc(dn.construct)
case("set_inputs_1", lambda: dnj(Tensor(np.ones((2, 3), np.float32))))
case("set_inputs_2", lambda: dnj(Tensor(-np.ones((5, 3), np.float32))))
