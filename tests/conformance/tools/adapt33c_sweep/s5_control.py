"""compiler/control variants st31 did not try: while-else / for-else refused, if/elif chains on Tensor conditions
with different dtypes joined, early return from inside a for over a tuple, while on a Python scalar carried with a
Tensor, nested functions called in loops, conditional expressions (x if c else y) on Tensors, `and`/`or` of
Tensor conditions, `in` over a tuple inside if, loops over range with negative step, break in nested for, a
loop with a Parameter update, the gradient of each."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def elif_chain(x):
    if x.sum() > 10:
        y = x * 2
    elif x.sum() > 0:
        y = x + 1
    elif x.sum() == 0:
        y = x
    else:
        y = -x
    return y


for lab, v in [("gt10", f32(6.0, 6.0)), ("pos", f32(1.0, 2.0)), ("zero", f32(1.0, -1.0)), ("neg", f32(-3.0, 1.0)),
               ("nan", f32(np.nan, 1.0))]:
    case("elif_" + lab, lambda v=v: elif_chain(v))
    case("elif_grad_" + lab, lambda v=v: ms.grad(elif_chain)(v))


@jit
def join_dtypes(x, c):
    if c > 0:
        y = x.astype(ms.int32)
    else:
        y = x
    return y


case("join_dtypes_t", lambda: join_dtypes(f32(1.5, 2.5), Tensor(1)))
case("join_dtypes_f", lambda: join_dtypes(f32(1.5, 2.5), Tensor(-1)))
case("join_dtypes_py", lambda: join_dtypes(f32(1.5, 2.5), 1))


@jit
def join_shapes(x, c):
    if c > 0:
        y = x.reshape(2, 1)
    else:
        y = x
    return y


case("join_shapes_t", lambda: join_shapes(f32(1.5, 2.5), Tensor(1)))
case("join_shapes_f", lambda: join_shapes(f32(1.5, 2.5), Tensor(-1)))


@jit
def join_scalar_tensor(x, c):
    if c > 0:
        y = 1
    else:
        y = x
    return y


case("join_scalar_tensor_t", lambda: join_scalar_tensor(f32(2.5), Tensor(1)))
case("join_scalar_tensor_f", lambda: join_scalar_tensor(f32(2.5), Tensor(-1)))


@jit
def ifexp(x, y):
    a = x if x.sum() > y.sum() else y
    b = x * 2 if (x > 0).all() and (y > 0).any() else y * 3
    c = 1 if x[0] > 0 else 2.5
    return a, b, c


case("ifexp_1", lambda: ifexp(f32(1.0, 2.0), f32(0.5, 0.5)))
case("ifexp_2", lambda: ifexp(f32(-1.0, 2.0), f32(0.5, -0.5)))
case("ifexp_grad", lambda: ms.grad(ifexp, grad_position=(0, 1))(f32(1.0, 2.0), f32(0.5, 0.5)))


@jit
def early_return_for(x, t):
    for v in t:
        if v > x.sum():
            return x * v
        x = x + 1
    return x - 100


case("early_ret_hit", lambda: early_return_for(f32(1.0), (1, 5, 9)))
case("early_ret_miss", lambda: early_return_for(f32(10.0), (1, 5)))
case("early_ret_tensor_t", lambda: early_return_for(f32(1.0), (f32(1.0), f32(5.0))))
case("early_ret_grad", lambda: ms.grad(early_return_for)(f32(1.0), (1, 5, 9)))


@jit
def neg_range(x):
    s = x * 0
    for i in range(5, 0, -2):
        s = s + x * i
    for j in range(3, 3):
        s = s + 1000
    return s


case("neg_range", lambda: neg_range(f32(1.0)))
case("neg_range_grad", lambda: ms.grad(neg_range)(f32(1.0)))


@jit
def nested_break(x):
    out = x
    for i in range(3):
        for j in range(3):
            if j > i:
                break
            out = out + i * j
        if out.sum() > 5:
            break
    return out


case("nested_break", lambda: nested_break(f32(0.0)))
case("nested_break_big", lambda: nested_break(f32(5.0)))
case("nested_break_grad", lambda: ms.grad(nested_break)(f32(0.0)))


@jit
def while_py_scalar(x):
    s = 0
    n = 1.0
    while s < 4:
        x = x * n
        n = n + 0.5
        s += 1
    return x, s, n


case("while_py_scalar", lambda: while_py_scalar(f32(1.0, 2.0)))
case("while_py_scalar_grad", lambda: ms.grad(lambda x: while_py_scalar(x)[0])(f32(1.0, 2.0)))


@jit
def tensor_and_or(x, y):
    if x > 0 and y > 0:
        r = x + y
    elif x > 0 or y > 0:
        r = x - y
    else:
        r = x * y
    if not x > 2:
        r = r * 10
    return r


for lab, a, b in [("pp", 1.0, 2.0), ("pn", 3.0, -1.0), ("np", -1.0, 2.0), ("nn", -1.0, -2.0)]:
    case("and_or_" + lab, lambda a=a, b=b: tensor_and_or(f32(a), f32(b)))
    case("and_or_grad_" + lab, lambda a=a, b=b: ms.grad(tensor_and_or, grad_position=(0, 1))(f32(a), f32(b)))


@jit
def in_tuple(x, k):
    if k in (1, 3):
        x = x * 2
    if k not in [2]:
        x = x + 1
    return x


case("in_tuple_1", lambda: in_tuple(f32(1.0), 1))
case("in_tuple_2", lambda: in_tuple(f32(1.0), 2))


@jit
def loop_fn_call(x):
    def inner(a, k):
        if k % 2 == 0:
            return a * k
        return a - k
    for k in range(4):
        x = inner(x, k)
    return x


case("loop_fn_call", lambda: loop_fn_call(f32(1.0, 2.0)))
case("loop_fn_call_grad", lambda: ms.grad(loop_fn_call)(f32(1.0, 2.0)))


@jit
def while_tensor_count(x):
    i = Tensor(0)
    while x.sum() < 100:
        x = x * 2
        i = i + 1
    return x, i


case("while_tensor_count", lambda: while_tensor_count(f32(1.0, 2.0)))
case("while_tensor_count_zero_iter", lambda: while_tensor_count(f32(100.0, 2.0)))
case("while_tensor_count_grad", lambda: ms.grad(lambda v: while_tensor_count(v)[0])(f32(1.0, 2.0)))


class LoopParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 1.0), name="w")

    def construct(self, x):
        for _ in range(3):
            x = x * self.w + 1
        if x.sum() > 10:
            x = x * self.w
        return x.sum()


lp = LoopParam()
case("loop_param", lambda: lp(f32(2.0, 3.0)))
case("loop_param_grad", lambda: ms.grad(lp, grad_position=0, weights=lp.trainable_params())(f32(2.0, 3.0)))


@jit
def while_else(x):
    while x < 3:
        x = x + 1
    else:
        x = x * 10
    return x


@jit
def for_else(x):
    for i in range(2):
        x = x + i
    else:
        x = x * 10
    return x


case("while_else", lambda: while_else(f32(0.0)))
case("for_else", lambda: for_else(f32(0.0)))


@jit
def bool_tensor_cond(x, flag):
    if flag:
        return x + 1
    return x - 1


case("cond_bool_tensor_t", lambda: bool_tensor_cond(f32(1.0), Tensor(True)))
case("cond_bool_tensor_f", lambda: bool_tensor_cond(f32(1.0), Tensor(False)))
case("cond_int_tensor_0", lambda: bool_tensor_cond(f32(1.0), Tensor(0)))
case("cond_multi_elem", lambda: bool_tensor_cond(f32(1.0), Tensor([1, 1])))
case("cond_empty_tensor", lambda: bool_tensor_cond(f32(1.0), Tensor(np.zeros((0,), np.float32))))
case("cond_none", lambda: bool_tensor_cond(f32(1.0), None))
case("cond_str", lambda: bool_tensor_cond(f32(1.0), ""))
case("cond_list", lambda: bool_tensor_cond(f32(1.0), [0]))


@jit
def ret_in_while(x):
    while x.sum() < 10:
        if x.sum() > 5:
            return x * 100
        x = x + 2
    return x


case("ret_in_while_a", lambda: ret_in_while(f32(1.0)))
case("ret_in_while_b", lambda: ret_in_while(f32(4.5)))
case("ret_in_while_c", lambda: ret_in_while(f32(20.0)))
case("ret_in_while_grad", lambda: ms.grad(ret_in_while)(f32(1.0)))


@jit
def loop_list_append(x):
    out = []
    for i in range(3):
        if x[i] > 0:
            out.append(x[i] * 2)
        else:
            out.append(x[i])
    return out


case("loop_list_append", lambda: loop_list_append(f32(1.0, -2.0, 3.0)))


@jit
def loop_tensor_index(x):
    s = x[0] * 0
    i = 0
    while i < x.shape[0]:
        s = s + x[i] * i
        i += 1
    return s


case("loop_tensor_index", lambda: loop_tensor_index(f32(1.0, 2.0, 3.0)))
case("loop_tensor_index_grad", lambda: ms.grad(loop_tensor_index)(f32(1.0, 2.0, 3.0)))
