"""ut dynamic_sequence/*.py and mutable/*.py turned into value checks: @jit functions and Cells over mutable
(dynamic-length and fixed) lists / tuples passed as arguments or made inside: + * slicing, index / count,
setitem, len / max / min / sum / in / reversed, range over a variable, getitem with a variable index, to_tensor,
scalar math on mutable numbers, gradients through mutable inputs, and mutable's argument errors.  Under PyNative
the same functions run eagerly (jit compiles them in both modes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit, mutable, Parameter
from mindspore.ops import functional as F
from _h import case

I = lambda: mutable([1, 2, 3, 4], True)
case("dyn_add_dyn", lambda: jit(lambda a, b: a + b)(mutable([1, 2, 3, 4], True), mutable([5, 6], True)))
case("dyn_add_const", lambda: jit(lambda a: a + [7, 8])(I()))
case("const_add_dyn", lambda: jit(lambda a: [7, 8] + a)(I()))
case("dyn_add_empty", lambda: jit(lambda a, b: a + b)(I(), mutable([], True)))
case("dyn_add_tuple_list", lambda: jit(lambda a, b: a + b)(mutable((1, 2), True), mutable([3], True)))
case("dyn_add_diff_type", lambda: jit(lambda a, b: a + b)(I(), mutable([Tensor([1]), Tensor([2])], True)))
case("dyn_add_float_int", lambda: jit(lambda a, b: a + b)(I(), mutable([1.5, 2.5], True)))
case("dyn_mul_int", lambda: jit(lambda a: a * 2)(I()))
case("dyn_rmul_int", lambda: jit(lambda a: 3 * a)(mutable([1, 2], True)))
case("dyn_mul_zero", lambda: jit(lambda a: a * 0)(I()))
case("dyn_mul_neg", lambda: jit(lambda a: a * -1)(I()))
case("dyn_mul_var", lambda: jit(lambda a, n: a * n)(I(), mutable(2)))
case("dyn_mul_float", lambda: jit(lambda a: a * 2.0)(I()))
case("dyn_slice", lambda: jit(lambda a: a[1:3])(I()))
case("dyn_slice_step", lambda: jit(lambda a: a[::2])(I()))
case("dyn_slice_neg", lambda: jit(lambda a: a[::-1])(I()))
case("dyn_slice_var", lambda: jit(lambda a, s: a[s:])(I(), mutable(1)))
case("dyn_slice_oob", lambda: jit(lambda a: a[2:10])(I()))
case("dyn_getitem", lambda: jit(lambda a: a[2])(I()))
case("dyn_getitem_neg", lambda: jit(lambda a: a[-1])(I()))
case("dyn_getitem_var", lambda: jit(lambda a, i: a[i])(I(), mutable(3)))
case("dyn_getitem_var_neg", lambda: jit(lambda a, i: a[i])(I(), mutable(-2)))
case("dyn_getitem_oob", lambda: jit(lambda a: a[7])(I()))
case("const_getitem_var", lambda: jit(lambda i: (10, 20, 30)[i])(mutable(1)))
case("const_getitem_var_oob", lambda: jit(lambda i: (10, 20, 30)[i])(mutable(5)))
case("tensor_tuple_getitem_var", lambda: jit(lambda i: (Tensor([1.0]), Tensor([2.0]), Tensor([3.0]))[i] * 2)(mutable(2)))
case("dyn_index", lambda: jit(lambda a: a.index(3))(I()))
case("dyn_index_missing", lambda: jit(lambda a: a.index(9))(I()))
case("dyn_index_var", lambda: jit(lambda a, v: a.index(v))(I(), mutable(2)))
case("dyn_count", lambda: jit(lambda a: a.count(2))(mutable([1, 2, 2, 3], True)))
case("dyn_count_var", lambda: jit(lambda a, v: a.count(v))(mutable([1, 2, 2, 3], True), mutable(2)))
case("const_count_var", lambda: jit(lambda v: [1, 2, 2, 3].count(v))(mutable(2)))
case("tensor_list_count", lambda: jit(lambda a: a.count(Tensor([2])))(mutable([Tensor([1]), Tensor([2]), Tensor([2])], True)))


@jit
def _setitem(a, v):
    a[1] = v
    return a


@jit
def _setitem_neg(a):
    a[-1] = 10
    return a


@jit
def _setitem_var(a, i):
    a[i] = 9
    return a


case("dyn_setitem", lambda: _setitem(I(), 7))
case("dyn_setitem_var_val", lambda: _setitem(I(), mutable(7)))
case("dyn_setitem_neg", lambda: _setitem_neg(I()))
case("dyn_setitem_var_idx", lambda: _setitem_var(I(), mutable(2)))
case("dyn_setitem_oob", lambda: _setitem_var(I(), mutable(8)))
case("dyn_setitem_float", lambda: _setitem(I(), 1.5))
case("dyn_len", lambda: jit(lambda a: len(a))(I()))
case("dyn_max_min", lambda: jit(lambda a: (max(a), min(a)))(mutable([3, 1, 4, 1], True)))
case("dyn_max_float", lambda: jit(lambda a: max(a))(mutable([3.5, 1.0, 4.25], True)))
case("dyn_sum", lambda: jit(lambda a: sum(a))(I()))
case("dyn_sum_start", lambda: jit(lambda a: sum(a, 10))(I()))
case("dyn_in", lambda: jit(lambda a: (3 in a, 9 in a, 3 not in a))(I()))
case("dyn_reversed", lambda: jit(lambda a: tuple(reversed(a)))(mutable((1, 2, 3), True)))
case("dyn_any_all", lambda: jit(lambda a: (any(a), all(a)))(mutable([0, 1, 2], True)))
case("dyn_eq", lambda: jit(lambda a, b: (a == b, a != b))(mutable([1, 2], True), mutable([1, 2], True)))
case("dyn_lt", lambda: jit(lambda a, b: a < b)(mutable([1, 2], True), mutable([1, 3], True)))
case("dyn_sorted", lambda: jit(lambda a: sorted(a))(mutable([3, 1, 2], True)))
case("dyn_enumerate", lambda: _enum(mutable([5, 6, 7], True)))
case("dyn_empty_max", lambda: jit(lambda a: max(a))(mutable([], True)))


@jit
def _enum(a):
    s = 0
    for i, v in enumerate(a):
        s = s + i * v
    return s


@jit
def _range_var(n):
    s = 0
    for i in range(n):
        s = s + i
    return s


@jit
def _range_var_step(a, b, c):
    out = []
    for i in range(a, b, c):
        out.append(i)
    return out


@jit
def _range_tensor_loop(x, n):
    for _ in range(n):
        x = x * 2
    return x


case("range_var", lambda: _range_var(mutable(5)))
case("range_var_step", lambda: _range_var_step(mutable(1), mutable(10), mutable(3)))
case("range_var_neg_step", lambda: _range_var_step(mutable(10), mutable(1), mutable(-4)))
case("range_var_zero_step", lambda: _range_var_step(mutable(1), mutable(10), mutable(0)))
case("range_var_len", lambda: jit(lambda n: len(range(n)))(mutable(7)))
case("range_var_tensor_loop", lambda: _range_tensor_loop(Tensor([1.5]), mutable(3)))
case("range_var_float", lambda: _range_var(mutable(2.5)))
# to tensor
case("list_to_tensor", lambda: jit(lambda a: ops.ListToTensor()(a, ms.int32))(I()))
case("tuple_to_tensor", lambda: jit(lambda a: ops.TupleToTensor()(a, ms.float32))(mutable((1, 2, 3), True)))
case("tensor_of_dyn", lambda: jit(lambda a: Tensor(a))(I()))
case("tensor_of_dyn_f", lambda: jit(lambda a: ops.tuple_to_array(a))(mutable((1.5, 2.5), True)))
case("seq_to_tensor_fixed", lambda: jit(lambda a: Tensor(a, ms.float32))(mutable((1, 2))))
case("scalar_to_tensor_var", lambda: jit(lambda a: ops.scalar_to_tensor(a, ms.float16))(mutable(3)))
# scalar math
def _sm_add(a, b): return a + b
def _sm_sub(a, b): return a - b
def _sm_mul(a, b): return a * b
def _sm_div(a, b): return a / b
def _sm_fdiv(a, b): return a // b
def _sm_mod(a, b): return a % b
def _sm_pow(a, b): return a ** b
def _sm_lt(a, b): return a < b
def _sm_eq(a, b): return a == b
def _sm_neg_mod(a, b): return (-a) % b
def _sm_neg_fdiv(a, b): return (-a) // b


for nm, f in (("add", _sm_add), ("sub", _sm_sub), ("mul", _sm_mul), ("div", _sm_div), ("fdiv", _sm_fdiv),
              ("mod", _sm_mod), ("pow", _sm_pow), ("lt", _sm_lt), ("eq", _sm_eq), ("neg_mod", _sm_neg_mod),
              ("neg_fdiv", _sm_neg_fdiv)):
    case(f"sm_int_{nm}", lambda f=f: jit(f)(mutable(7), mutable(2)))
    case(f"sm_float_{nm}", lambda f=f: jit(f)(mutable(7.5), mutable(2.0)))
    case(f"sm_mixed_{nm}", lambda f=f: jit(f)(mutable(7), 2.5))
case("sm_div_zero", lambda: jit(lambda a, b: a / b)(mutable(7), mutable(0)))
case("sm_fdiv_zero", lambda: jit(lambda a, b: a // b)(mutable(7), mutable(0)))
case("sm_bool_int", lambda: jit(lambda a: a + 1)(mutable(True)))
case("sm_abs_round", lambda: jit(lambda a: (abs(a), round(a), int(a), float(a)))(mutable(-2.5)))
case("sm_tensor_mul", lambda: jit(lambda a, t: t * a)(mutable(3), Tensor([1.0, 2.0])))
case("sm_tensor_mul_f", lambda: jit(lambda a, t: t * a)(mutable(1.5), Tensor([1, 2], ms.int32)))
# gradients through mutable inputs
case("grad_mutable_tuple", lambda: ops.grad(lambda t: t[0] * t[1] + t[0])(mutable((Tensor([2.0]), Tensor([3.0])))))
case("grad_mutable_list", lambda: ops.grad(lambda t: (t[0] * t[1]).sum())(mutable([Tensor([2.0, 1.0]), Tensor([3.0, 4.0])])))
case("grad_mutable_dict", lambda: ops.grad(lambda d: d["a"] * d["b"])(mutable({"a": Tensor([2.0]), "b": Tensor([5.0])})))
case("grad_mutable_scalar", lambda: ops.grad(lambda x, s: x * s, (0, 1))(Tensor([2.0]), mutable(3.0)))
case("grad_jit_mutable_tuple", lambda: jit(ops.grad(lambda t: t[0] * t[1]))(mutable((Tensor([2.0]), Tensor([3.0])))))
case("vag_mutable", lambda: ops.value_and_grad(lambda t, x: (t[0] * x + t[1]).sum(), (0, 1))(mutable((Tensor([2.0]), Tensor([3.0]))), Tensor([4.0])))
case("go_all_mutable", lambda: ops.GradOperation(get_all=True)(_MNet())(mutable((Tensor([2.0]), Tensor([3.0]))), Tensor([1.5])))
case("go_sens_mutable", lambda: ops.GradOperation(get_all=True, sens_param=True)(_MNet())(mutable((Tensor([2.0]), Tensor([3.0]))), Tensor([1.5]), Tensor([2.0])))
case("net_mutable_f16", lambda: _MNet()(mutable((Tensor([2.0], ms.float16), Tensor([3.0], ms.float16))), Tensor([1.5], ms.float16)))
case("net_mutable_i32", lambda: _MNet()(mutable((Tensor([2], ms.int32), Tensor([3], ms.int32))), Tensor([1], ms.int32)))


class _MNet(nn.Cell):
    def construct(self, t, x):
        return t[0] * x * x + t[1]


# mutable errors (out of and inside graph)
case("mut_e_second_list", lambda: mutable([1], [1]))
case("mut_e_bool_dyn", lambda: mutable(True, True))
case("mut_e_ndarray", lambda: mutable([1, np.array([[1, 2, 3]])]))
case("mut_e_str", lambda: mutable("a"))
case("mut_e_none", lambda: mutable(None))
case("mut_ok_tensor", lambda: mutable(Tensor([1.0, 2.0])) * 2)
case("mut_ok_int", lambda: mutable(3) + 1)
case("mut_ok_nested", lambda: mutable(((1, 2), [3.5])))
case("mut_e_jit_empty", lambda: jit(lambda: mutable())())
case("mut_e_jit_second", lambda: jit(lambda: mutable([1], [1]))())
case("mut_e_jit_bool_dyn", lambda: jit(lambda: mutable(True, True))())
case("mut_e_jit_dyn_to_const", lambda: _dyn_const())
case("mut_e_jit_mixed_elem", lambda: jit(lambda: mutable([1, 2.2, 3], True))())
case("mut_e_jit_arg_second", lambda: jit(lambda x: x)(mutable([1], [1])))
case("mut_e_dyn_mixed_arg", lambda: _ident(mutable([1, 2.2], True)))
case("mut_e_dyn_shape_diff", lambda: _ident(mutable([Tensor([1.0]), Tensor([1.0, 2.0])], True)))
case("mut_jit_ret", lambda: jit(lambda x: x)(mutable([1, 2], True)))
case("mut_jit_ret_tensors", lambda: jit(lambda x: x)(mutable((Tensor([1.0]), Tensor([2.0])))))
case("mut_jit_len_dyn", lambda: jit(lambda x: len(x) + 1)(mutable([Tensor([1.0]), Tensor([2.0])], True)))
case("mut_jit_append", lambda: _append(mutable([1, 2], True)))
case("mut_jit_pop", lambda: _pop(mutable([1, 2, 3], True)))
case("mut_jit_insert", lambda: _insert(mutable([1, 2, 3], True)))
case("mut_jit_extend", lambda: _extend(mutable([1, 2], True)))
case("mut_jit_reverse", lambda: _reverse(mutable([1, 2, 3], True)))
case("mut_jit_clear", lambda: _clear(mutable([1, 2, 3], True)))


@jit
def _ident(x):
    return x


@jit
def _dyn_const():
    x = mutable([1, 2, 3], True)
    return mutable(x, False)


@jit
def _append(a):
    a.append(3)
    return a, len(a)


@jit
def _pop(a):
    b = a.pop()
    return a, b


@jit
def _insert(a):
    a.insert(1, 9)
    return a


@jit
def _extend(a):
    a.extend([5, 6])
    return a


@jit
def _reverse(a):
    a.reverse()
    return a


@jit
def _clear(a):
    a.clear()
    return a
