"""pi_jit control_ms/*, control_flow/*, gradient/*, builtin/test_namedtuple, fallback/test_sequence_compare:
Tensor-conditioned loops with break / continue / return, switch_layer, Tensor in lists, tuple getitem by Tensor,
loop gradients, second grads, grad return types, custom bprop, namedtuple, sequence compare -- under
jit(capture_mode='bytecode'), plain jit and PyNative."""
import collections
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit, nn
from _h import case, bc

T = Tensor
FORMS = {"py": lambda f: f, "bc": bc, "ast": lambda f: jit(f)}


def each(label, fn, *args):
    for k, w in FORMS.items():
        case(f"{label}[{k}]", lambda w=w: w(fn)(*args))


def while_grad_fn(x, y):
    while x < y:
        x = x * 2 + y
    return x


def while_break_fn(x, n):
    i = T(0, ms.int32)
    while i < n:
        i = i + 1
        if x.sum() > 20:
            break
        x = x * 2
    return x, i


def for_continue_return(x):
    out = x
    for i in range(5):
        if i == 1:
            continue
        if (out > 30).any():
            return out, i
        out = out + x * i
    return out, -1


def while_in_for(x):
    for i in range(3):
        j = 0
        while j < i:
            x = x + j
            j += 1
            if j == 2:
                break
    return x


def for_break_phi(x, y):
    for i in range(3):
        for j in range(3):
            if j > i:
                break
            x = x + y
        if i == 1:
            y = y * 2
    return x, y


def tensor_tuple_index(x, idx):
    t = (x, x * 2, x * 3)
    return t[idx]


def list_of_tensors(x):
    lst = [x, x + 1]
    lst.append(x * 3)
    lst[0] = lst[1] + lst[2]
    return lst, len(lst)


def seq_compare(a, b):
    return (a < b, a == b, a >= b, [1, 2] < [1, 3], (1, 2) == (1, 2.0))


NT = collections.namedtuple("NT", ["a", "b"])


def nt_fn(x):
    n = NT(x, x + 1)
    return n.a * n.b, n[1], len(n)


def nt_return(x):
    return NT(x, 2)


def dict_fn(x):
    d = {"a": x, "b": x * 2}
    d["c"] = d["a"] + d["b"]
    return d


def grad_of(fn, pos=0):
    def g(*a):
        return ops.grad(fn, pos)(*a)
    return g


def second(x):
    f1 = ops.grad(lambda t: (t ** 3).sum())
    return ops.grad(lambda t: f1(t).sum())(x)


class SwitchNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

    def construct(self, x, i):
        return self.layers[i](x)


class Bp(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * 10, y * 0 + 7


x3 = T(np.array([1., 2., 3.], np.float32))
each("while_grad_val", while_grad_fn, T(1., ms.float32), T(10., ms.float32))
each("while_grad", grad_of(while_grad_fn, (0, 1)), T(1., ms.float32), T(10., ms.float32))
each("while_grad_int_loop", grad_of(while_grad_fn), T(1., ms.float32), T(1., ms.float32))
each("while_break", while_break_fn, x3, T(5, ms.int32))
each("while_break_grad", lambda x, n: ops.grad(lambda a: while_break_fn(a, n)[0].sum())(x), x3, T(5, ms.int32))
each("for_continue_return", for_continue_return, x3)
each("for_continue_return_small", for_continue_return, x3 * 0.1)
each("for_continue_return_grad", grad_of(lambda x: for_continue_return(x)[0].sum()), x3)
each("while_in_for", while_in_for, x3)
each("while_in_for_int", while_in_for, 1)
each("for_break_phi", for_break_phi, x3, T(np.float32(1)))
each("for_break_phi_grad", grad_of(lambda x, y: for_break_phi(x, y)[0].sum(), (0, 1)), x3, T(np.float32(1)))
each("tuple_idx_int", tensor_tuple_index, x3, 2)
each("tuple_idx_neg", tensor_tuple_index, x3, -1)
each("tuple_idx_tensor", tensor_tuple_index, x3, T(1, ms.int32))
each("tuple_idx_oob", tensor_tuple_index, x3, 3)
each("list_of_tensors", list_of_tensors, x3)
each("list_of_tensors_grad", grad_of(lambda x: list_of_tensors(x)[0][0].sum()), x3)
each("seq_compare_tuple", seq_compare, (1, 2), (1, 3))
each("seq_compare_list", seq_compare, [3], [1, 2])
each("seq_compare_mixed", seq_compare, (1, 2.5), (1, 2))
each("namedtuple", nt_fn, x3)
each("namedtuple_return", nt_return, x3)
each("namedtuple_grad", grad_of(lambda x: nt_fn(x)[0].sum()), x3)
each("dict_build", dict_fn, x3)
each("dict_grad", grad_of(lambda x: dict_fn(x)["c"].sum()), x3)
each("second_grad", second, x3)
each("second_grad_fp64", second, T(np.array([1., -2.], np.float64)))
sw = SwitchNet()
xs = T(np.array([-1., 0., 2.], np.float32))
for i in (0, 1, 2, -1):
    case(f"switch_layer_int{i}[py]", lambda: sw(xs, i))
    case(f"switch_layer_int{i}[bc]", lambda: bc(sw.construct)(xs, i))
case("switch_layer_tensor[py]", lambda: sw(xs, T(1, ms.int32)))
case("switch_layer_tensor[bc]", lambda: bc(sw.construct)(xs, T(1, ms.int32)))
case("switch_layer_grad[py]", lambda: ops.grad(lambda a: sw(a, 2).sum())(xs))
case("switch_layer_grad[bc]", lambda: bc(lambda a: ops.grad(lambda b: sw(b, 2).sum())(a))(xs))
bp = Bp()
case("custom_bprop[py]", lambda: ops.grad(bp, (0, 1))(x3, x3))
case("custom_bprop[bc]", lambda: bc(lambda a, b: ops.grad(bp, (0, 1))(a, b))(x3, x3))
case("custom_bprop_ast[ast]", lambda: jit(lambda a, b: ops.grad(bp, (0, 1))(a, b))(x3, x3))


def rtypes(x):
    return ops.grad(lambda a: (a * 2).sum())(x), ops.grad(lambda a, b: (a * b).sum(), (0, 1))(x, x), \
        ops.value_and_grad(lambda a: (a * a).sum())(x)


each("grad_return_types", rtypes, x3)


def grad_none_branch(x, flag):
    def f(a):
        if flag is None:
            return a * 2
        return a * 3
    return ops.grad(f)(x)


each("grad_none_flag", grad_none_branch, x3, None)
each("grad_some_flag", grad_none_branch, x3, 1)


def grad_ids(x, y):
    net = lambda a, b: (a * b * b).sum()
    return ops.grad(net, grad_position=(1,))(x, y), ops.grad(net, grad_position=1)(x, y)


each("grad_position_1", grad_ids, x3, x3 + 1)


def grad_int_input(x, n):
    return ops.grad(lambda a, k: (a ** k).sum(), (0,))(x, n)


each("grad_int_exp", grad_int_input, x3, 3)


def stop_grad_mix(x):
    y = ops.stop_gradient(x * 2)
    return ops.grad(lambda a: (a * ops.stop_gradient(a) + y).sum())(x)


each("stop_grad_mix", stop_grad_mix, x3)


def bool_tensor_if(x):
    if T(True):
        x = x + 1
    if T(np.array([0.0])):
        x = x * 10
    return x


each("bool_tensor_if", bool_tensor_if, x3)
each("bool_tensor_multi", lambda x: bool(x), x3)
each("bool_tensor_empty", lambda x: bool(x), T(np.zeros((0,), np.float32)))
