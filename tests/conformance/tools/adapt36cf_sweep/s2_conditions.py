"""compiler/control variants: Tensor conditions of every kind (0-d, 1-element, bool, int, float, empty, multi-element),
and / or / not (values and short-circuit), conditional expressions, variables first defined in one branch, branches
returning other dtypes / shapes, for i in range(tensor), many-iteration loops, second calls."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def cond_if(c, x):
    if c:
        return x + 1
    return x - 1


for lab, c in [("b_t", Tensor(True)), ("b_f", Tensor(False)), ("i0", Tensor(0)), ("i3", Tensor(3)),
               ("fm0", Tensor(-0.0)), ("fnan", Tensor(float("nan"))), ("f1e", Tensor(np.array([0.5], np.float32))),
               ("u8", Tensor(np.array(0, np.uint8))), ("i8n", Tensor(np.array(-1, np.int8))),
               ("f16", Tensor(np.array(0.0, np.float16))), ("multi", Tensor([1, 1])), ("empty", Tensor(np.zeros((0,), np.float32))),
               ("2d1", Tensor(np.ones((1, 1), np.int32))), ("inf", Tensor(float("inf")))]:
    case("cond_if_" + lab, lambda c=c: cond_if(c, f32(1.0)))


@jit
def cond_while(c, x):
    while c:
        x = x + 1
        c = x < 5
    return x


case("cond_while_t", lambda: cond_while(Tensor(True), f32(1.0)))
case("cond_while_f", lambda: cond_while(Tensor(False), f32(1.0)))
case("cond_while_i", lambda: cond_while(Tensor(2), f32(1.0)))


@jit
def and_or(x, y):
    a = x > 0 and y > 0
    b = x > 0 or y > 0
    c = not x > 0
    return a, b, c


case("and_or_tt", lambda: and_or(f32(1.0), f32(2.0)))
case("and_or_tf", lambda: and_or(f32(1.0), f32(-2.0)))
case("and_or_ft", lambda: and_or(f32(-1.0), f32(2.0)))


@jit
def and_val(x, y):
    return x and y, x or y


case("and_val_ff", lambda: and_val(f32(0.0), f32(2.0)))
case("and_val_tt", lambda: and_val(f32(3.0), f32(2.0)))
case("and_val_int", lambda: and_val(Tensor(0), Tensor(5)))
case("and_val_mixed", lambda: and_val(Tensor(2), 3))


@jit
def and_in_if(x, y):
    if x > 0 and y > 0:
        out = x + y
    elif x > 0 or y > 0:
        out = x - y
    elif not (x < -5):
        out = x * y
    else:
        out = x
    return out


for lab, x, y in [("a", 1.0, 2.0), ("b", 1.0, -2.0), ("c", -1.0, -2.0), ("d", -6.0, -1.0)]:
    case("and_in_if_" + lab, lambda x=x, y=y: and_in_if(f32(x), f32(y)))
    case("and_in_if_grad_" + lab, lambda x=x, y=y: ms.grad(and_in_if, (0, 1))(f32(x), f32(y)))


@jit
def ifexp(x, y):
    z = x * 2 if x > y else y * 3
    w = (x if x.sum() > 0 else -x) + (1 if y > 0 else 2)
    return z, w


case("ifexp_a", lambda: ifexp(f32(2.0), f32(1.0)))
case("ifexp_b", lambda: ifexp(f32(-2.0), f32(1.0)))
case("ifexp_c", lambda: ifexp(f32(-2.0), f32(-3.0)))
case("ifexp_grad", lambda: ms.grad(lambda a, b: ifexp(a, b)[0] + ifexp(a, b)[1], (0, 1))(f32(-2.0), f32(1.0)))


@jit
def one_branch_def(x):
    if x > 0:
        y = x * 2
    else:
        y = x
        z = 3
    return y


case("one_branch_def_t", lambda: one_branch_def(f32(1.0)))
case("one_branch_def_f", lambda: one_branch_def(f32(-1.0)))


@jit
def undefined_use(x):
    if x > 0:
        y = x * 2
    return y


case("undef_use_t", lambda: undefined_use(f32(1.0)))
case("undef_use_f", lambda: undefined_use(f32(-1.0)))


@jit
def dtype_branches(x):
    if x.sum() > 0:
        return x.astype(ms.int32)
    return x


case("dtype_br_t", lambda: dtype_branches(f32(1.0, 2.5)))
case("dtype_br_f", lambda: dtype_branches(f32(-1.0, -2.5)))


@jit
def dtype_branches_var(x):
    if x.sum() > 0:
        y = x.astype(ms.float16)
    else:
        y = x * 2
    return y + 1


case("dtype_brv_t", lambda: dtype_branches_var(f32(1.0, 2.5)))
case("dtype_brv_f", lambda: dtype_branches_var(f32(-1.0, -2.5)))


@jit
def shape_branches(x):
    if x.sum() > 0:
        y = x.sum()
    else:
        y = x
    return y


case("shape_br_t", lambda: shape_branches(f32(1.0, 2.5)))
case("shape_br_f", lambda: shape_branches(f32(-1.0, -2.5)))


@jit
def scalar_tensor_branch(x):
    if x.sum() > 0:
        y = 1
    else:
        y = x
    return y


case("scal_tensor_br_t", lambda: scalar_tensor_branch(f32(1.0)))
case("scal_tensor_br_f", lambda: scalar_tensor_branch(f32(-1.0)))


@jit
def tuple_branches(x):
    if x.sum() > 0:
        y = (x, x)
    else:
        y = (x,)
    return y


case("tuple_br_t", lambda: tuple_branches(f32(1.0)))


@jit
def range_tensor(x, n):
    for i in range(n):
        x = x + i
    return x


case("range_tensor_int", lambda: range_tensor(f32(1.0), Tensor(3)))
case("range_tensor_py", lambda: range_tensor(f32(1.0), 3))
case("range_tensor_f", lambda: range_tensor(f32(1.0), Tensor(3.0)))


@jit
def range_tensor_shape(x):
    for i in range(x.shape[0]):
        x[i] = x[i] * i
    return x


case("range_shape", lambda: range_tensor_shape(f32(1.0, 2.0, 3.0)))


@jit
def many_iter_for(x):
    for i in range(300):
        x = x + 0.5
    return x


case("many_for_300", lambda: many_iter_for(f32(1.0)))
case("many_for_300_grad", lambda: ms.grad(many_iter_for)(f32(1.0)))


@jit
def many_iter_while(x, n):
    i = 0
    while i < n:
        x = x * 1.01
        i = i + 1
    return x


case("many_while_1000", lambda: many_iter_while(f32(1.0), Tensor(1000)))
case("many_while_1000_grad", lambda: ms.grad(many_iter_while)(f32(1.0), Tensor(1000)))
case("many_while_py200", lambda: many_iter_while(f32(1.0), 200))


@jit
def while_py_counter(x):
    i = 0
    while i < 5:
        x = x + i
        i += 1
    return x, i


case("while_py_counter", lambda: while_py_counter(f32(1.0)))


@jit
def while_tensor_counter_ret(x):
    i = Tensor(0)
    while i < 5:
        x = x + i
        i += 1
    return x, i


case("while_tensor_counter_ret", lambda: while_tensor_counter_ret(f32(1.0)))


def second_calls():
    r = []
    r.append(cond_if(Tensor(True), f32(1.0, 2.0)))
    r.append(cond_if(Tensor(False), Tensor(np.array([1, 2], np.int32))))
    r.append(cond_if(Tensor(1), Tensor(np.array([[1.5]], np.float64))))
    return r


case("second_calls", second_calls)


@jit
def cmp_chain(x):
    if 0 < x < 5:
        return x * 2
    return x


case("cmp_chain_in", lambda: cmp_chain(f32(3.0)))
case("cmp_chain_out", lambda: cmp_chain(f32(7.0)))


@jit
def if_in_tensor_tuple(x, y):
    if x in (y, 1.0):
        return x
    return -x


case("in_tuple", lambda: if_in_tensor_tuple(f32(1.0), f32(2.0)))


@jit
def not_tensor(x):
    if not x:
        return x + 10
    return x


case("not_tensor_0", lambda: not_tensor(f32(0.0)))
case("not_tensor_1", lambda: not_tensor(f32(2.0)))
case("not_tensor_multi", lambda: not_tensor(f32(2.0, 0.0)))


@jit
def is_none_branch(x, y=None):
    if y is None:
        return x
    return x + y


case("is_none_default", lambda: is_none_branch(f32(1.0)))
case("is_none_given", lambda: is_none_branch(f32(1.0), f32(2.0)))


@jit
def while_break_ret(x):
    while True:
        x = x * 2
        if x > 10:
            break
    return x


case("while_true_break", lambda: while_break_ret(f32(1.0)))
case("while_true_break_grad", lambda: ms.grad(while_break_ret)(f32(1.0)))


@jit
def while_else_tensor(x):
    while x < 5:
        x = x + 2
    else:
        x = x * 10
    return x


case("while_else_tensor", lambda: while_else_tensor(f32(1.0)))
