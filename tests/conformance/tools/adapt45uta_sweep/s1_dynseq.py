"""s1: sequences with values known only when the graph runs (ut dynamic_sequence/*, mutable/test_mutable_variable_length
variants): count / index / in / add / mul / slice / getitem / setitem / builtins / to-Tensor, with constant or
mutable sequences and Tensor / mutable targets, each returning its value and F.isconstant."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops
from mindspore.ops import functional as F
from _h import case

T = Tensor


def k(v):
    return v, F.isconstant(v)


# --- count / index with run-time targets ---------------------------------------------------------------------
@jit
def cnt_list_t(t):
    return k([T([1]), T([2]), T([2])].count(t))


@jit
def cnt_tuple_f(t):
    return k((T([1.5]), T([2.5]), T(1.5)).count(t))


@jit
def cnt_mixed(t):
    return k((T([1]), 2, T([1])).count(t))


@jit
def cnt_numbers_mut(a):
    return k([1, 2, 2, 3].count(a))


@jit
def cnt_dyn_numbers(a):
    x = mutable([1, 2, 2, 3], True)
    return k(x.count(a))


@jit
def cnt_dyn_tensors(t):
    x = mutable([T([1]), T([2]), T([2])], True)
    return k(x.count(t))


@jit
def idx_list_t(t):
    return k([T([1]), T([2]), T([3])].index(t))


@jit
def idx_tuple_num(a):
    return k((5, 6, 7).index(a))


@jit
def idx_dyn(a):
    x = mutable((5, 6, 7), True)
    return k(x.index(a))


for name, f, args in [
    ("cnt_list_t_hit", cnt_list_t, (T([2]),)), ("cnt_list_t_miss", cnt_list_t, (T([7]),)),
    ("cnt_list_t_0d", cnt_list_t, (T(1),)), ("cnt_list_t_i32", cnt_list_t, (T(np.array([2], np.int32)),)),
    ("cnt_list_t_bool", cnt_list_t, (T([True]),)), ("cnt_list_t_2x1", cnt_list_t, (T([[2]]),)),
    ("cnt_tuple_f_hit", cnt_tuple_f, (T([1.5]),)), ("cnt_tuple_f_f16", cnt_tuple_f, (T(np.array([1.5], np.float16)),)),
    ("cnt_tuple_f_f64", cnt_tuple_f, (T(np.array([2.5], np.float64)),)),
    ("cnt_mixed", cnt_mixed, (T([1]),)),
    ("cnt_numbers_mut", cnt_numbers_mut, (mutable(2),)), ("cnt_numbers_const", cnt_numbers_mut, (2,)),
    ("cnt_numbers_tensor", cnt_numbers_mut, (T(2),)), ("cnt_numbers_float", cnt_numbers_mut, (2.0,)),
    ("cnt_dyn_numbers_const", cnt_dyn_numbers, (2,)), ("cnt_dyn_numbers_mut", cnt_dyn_numbers, (mutable(3),)),
    ("cnt_dyn_tensors", cnt_dyn_tensors, (T([2]),)),
    ("idx_list_t_hit", idx_list_t, (T([3]),)), ("idx_list_t_miss", idx_list_t, (T([9]),)),
    ("idx_list_t_f32", idx_list_t, (T([3.0]),)),
    ("idx_tuple_num_mut", idx_tuple_num, (mutable(6),)), ("idx_tuple_num_miss", idx_tuple_num, (mutable(9),)),
    ("idx_tuple_num_const", idx_tuple_num, (7,)),
    ("idx_dyn_const", idx_dyn, (6,)), ("idx_dyn_mut", idx_dyn, (mutable(7),)),
]:
    case(name, lambda f=f, args=args: f(*args))


# --- `in` with run-time targets --------------------------------------------------------------------------------
@jit
def in_numbers(a):
    return a in (1, 2, 3), a not in [1, 2, 3]


@jit
def in_tensors(t):
    return t in (T([1]), T([2]))


@jit
def in_dyn(a):
    x = mutable([1, 2, 3], True)
    return a in x


for name, f, args in [("in_numbers_mut", in_numbers, (mutable(2),)), ("in_numbers_mut_miss", in_numbers, (mutable(5),)),
                      ("in_numbers_tensor", in_numbers, (T(2),)), ("in_tensors_hit", in_tensors, (T([2]),)),
                      ("in_tensors_miss", in_tensors, (T([4]),)), ("in_dyn_const", in_dyn, (2,)),
                      ("in_dyn_mut", in_dyn, (mutable(9),))]:
    case(name, lambda f=f, args=args: f(*args))


# --- add / mul / slice / getitem ----------------------------------------------------------------------------
@jit
def mul_var(n):
    a = [1, 2]
    r = a * n
    return r, F.is_sequence_shape_unknown(r), len(r)


@jit
def mul_tuple_var(n):
    r = (T([1.0]),) * n
    return F.is_sequence_shape_unknown(r), len(r)


@jit
def add_dyn(n):
    x = mutable([1, 2], True)
    y = x + [n, n]
    return y, F.is_sequence_shape_unknown(y), len(y)


@jit
def slice_var(a, b):
    x = (10, 20, 30, 40, 50)
    y = x[a:b]
    return y, F.is_sequence_shape_unknown(y)


@jit
def slice_step_var(s):
    x = [10, 20, 30, 40, 50]
    return x[::s]


@jit
def getitem_var(i):
    x = (T([1.0]), T([2.0]), T([3.0]))
    return x[i], F.isconstant(i)


@jit
def getitem_numbers_var(i):
    x = [1.5, 2.5, 3.5]
    v = x[i]
    return v, v * 2, F.isconstant(v)


@jit
def setitem_var(i):
    x = [1, 2, 3]
    x[i] = 9
    return x


@jit
def setitem_dyn(i):
    x = mutable([T([1.0]), T([2.0])], True)
    x[i] = T([5.0])
    return x


for name, f, args in [
    ("mul_var_mut", mul_var, (mutable(3),)), ("mul_var_const", mul_var, (3,)), ("mul_var_zero", mul_var, (mutable(0),)),
    ("mul_var_neg", mul_var, (mutable(-1),)), ("mul_tuple_var", mul_tuple_var, (mutable(2),)),
    ("add_dyn", add_dyn, (mutable(5),)), ("add_dyn_const", add_dyn, (5,)),
    ("slice_var", slice_var, (mutable(1), mutable(3))), ("slice_var_neg", slice_var, (mutable(-3), mutable(-1))),
    ("slice_var_empty", slice_var, (mutable(4), mutable(1))), ("slice_var_const", slice_var, (1, 4)),
    ("slice_step_var", slice_step_var, (mutable(2),)), ("slice_step_neg", slice_step_var, (mutable(-2),)),
    ("getitem_var", getitem_var, (mutable(1),)), ("getitem_var_neg", getitem_var, (mutable(-1),)),
    ("getitem_var_oob", getitem_var, (mutable(5),)), ("getitem_var_tensor", getitem_var, (T(1),)),
    ("getitem_numbers_var", getitem_numbers_var, (mutable(2),)),
    ("setitem_var", setitem_var, (mutable(1),)), ("setitem_var_neg", setitem_var, (mutable(-1),)),
    ("setitem_var_oob", setitem_var, (mutable(4),)), ("setitem_dyn", setitem_dyn, (mutable(0),)),
]:
    case(name, lambda f=f, args=args: f(*args))


# --- builtins over dynamic-length sequences ---------------------------------------------------------------------
@jit
def builtins_dyn():
    x = mutable([3, 1, 2], True)
    return len(x), max(x), min(x), sum(x), F.isconstant(len(x))


@jit
def builtins_dyn_f():
    x = mutable((3.5, 1.5, 2.0), True)
    return max(x), min(x), sum(x)


@jit
def builtins_dyn_t():
    x = mutable([T([3.0]), T([1.0])], True)
    return len(x), sum(x)


@jit
def any_all_dyn():
    x = mutable([0, 1, 2], True)
    return any(x), all(x)


@jit
def reversed_dyn():
    x = mutable([1, 2, 3], True)
    x.reverse()
    return x


@jit
def append_pop_dyn(v):
    x = mutable([1, 2, 3], True)
    x.append(v)
    y = x.pop()
    return x, y


@jit
def insert_dyn(i):
    x = mutable([1, 2, 3], True)
    x.insert(i, 7)
    return x


@jit
def extend_dyn():
    x = mutable([1, 2], True)
    x.extend([3, 4])
    return x, len(x)


@jit
def to_tensor_dyn():
    x = mutable([1, 2, 3], True)
    return ops.stack([T(v) for v in x]) if False else T(x)


@jit
def tuple_to_tensor_f():
    x = mutable((1.5, 2.5), True)
    return ms.tensor(x, ms.float32)


@jit
def compare_dyn():
    x = mutable([1, 2, 3], True)
    y = mutable([1, 2, 4], True)
    return x == y, x < y, x != y


@jit
def range_var(n):
    r = range(n)
    return len(r), F.isconstant(len(r))


@jit
def range_var_list(a, b):
    return list(range(a, b, 2))


for name, f, args in [
    ("builtins_dyn", builtins_dyn, ()), ("builtins_dyn_f", builtins_dyn_f, ()), ("builtins_dyn_t", builtins_dyn_t, ()),
    ("any_all_dyn", any_all_dyn, ()), ("reversed_dyn", reversed_dyn, ()),
    ("append_pop_dyn", append_pop_dyn, (4,)), ("append_pop_dyn_mut", append_pop_dyn, (mutable(4),)),
    ("insert_dyn", insert_dyn, (1,)), ("insert_dyn_neg", insert_dyn, (-1,)), ("insert_dyn_mut", insert_dyn, (mutable(1),)),
    ("extend_dyn", extend_dyn, ()), ("to_tensor_dyn", to_tensor_dyn, ()), ("tuple_to_tensor_f", tuple_to_tensor_f, ()),
    ("compare_dyn", compare_dyn, ()), ("range_var", range_var, (mutable(4),)),
    ("range_var_list", range_var_list, (mutable(1), mutable(8))),
]:
    case(name, lambda f=f, args=args: f(*args))


# --- gradients through sequences made when the graph runs ------------------------------------------------------
def g_count(x, t):
    n = [T([1.0]), T([2.0]), T([2.0])].count(t)
    return x * n


def g_getitem(x, i):
    seq = (x, x * 2, x * 3)
    return seq[i]


def g_slice_sum(x, n):
    seq = [x, x * 2, x * 3]
    out = x * 0
    for v in seq[:n]:
        out = out + v
    return out


X = T(np.array([1.0, 2.0], np.float32))
case("grad_count", lambda: jit(ms.grad(g_count))(X, T([2.0])))
case("grad_getitem_mut", lambda: jit(ms.grad(g_getitem))(X, mutable(2)))
case("grad_getitem_const", lambda: jit(ms.grad(g_getitem))(X, 1))
case("grad_slice_sum_const", lambda: jit(ms.grad(g_slice_sum))(X, 2))
case("grad_slice_sum_mut", lambda: jit(ms.grad(g_slice_sum))(X, mutable(2)))
case("pyn_grad_getitem_mut", lambda: ms.grad(jit(g_getitem))(X, mutable(2)))
case("vg_count", lambda: jit(ms.value_and_grad(g_count))(X, T([1.0])))
