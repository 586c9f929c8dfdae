"""ms.mutable of scalars / tuples / lists / dicts as Cell and @ms.jit arguments: values, types, lengths, gradients,
dynamic_len lists, nested structures, mutable made inside graph code, argument checks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from _h import case

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))


class Id(nn.Cell):
    def construct(self, a):
        return a


class Add(nn.Cell):
    def construct(self, a, b):
        return a + b


class Seq(nn.Cell):
    def construct(self, s):
        return s[0] * 2, len(s), s[-1]


class SeqSum(nn.Cell):
    def construct(self, s):
        out = s[0]
        for e in s[1:]:
            out = out + e
        return out


class DictNet(nn.Cell):
    def construct(self, d):
        return d["a"] * d["b"], len(d), tuple(d.keys())


class DynLen(nn.Cell):
    def construct(self, s):
        s.append(X)
        return len(s), s[-1]


@ms.jit
def j_id(a):
    return a


@ms.jit
def j_mul(a, b):
    return a * b


@ms.jit
def j_seq(s):
    return s[0] + s[1], len(s)


@ms.jit
def j_type(a):
    return isinstance(a, int), isinstance(a, float), isinstance(a, tuple), isinstance(a, list)


@ms.jit
def j_scalar_ops(a):
    return a + 1, a * 2.5, a // 2, a % 3, -a, a > 1, float(a), int(a)


@ms.jit
def j_index(s, i):
    return s[i]


@ms.jit
def j_make_mut(x):
    t = mutable((x, x * 2))
    return t[0] + t[1]


@ms.jit
def j_make_mut_scalar(x):
    n = mutable(2)
    return x * n, n + 1


@ms.jit
def j_dyn_list(s):
    s.append(3)
    return len(s), s


@ms.jit
def j_dyn_pop(s):
    a = s.pop()
    return a, len(s)


@ms.jit
def j_dict_items(d):
    out = 0
    for k, v in d.items():
        out = out + v
    return out


@ms.jit
def j_range(n):
    out = 0
    for i in range(n):
        out = out + i
    return out


@ms.jit
def j_tensor_of(s):
    return ms.Tensor(s)


@ms.jit
def j_loop_seq(s):
    out = 0
    for e in s:
        out = out + e
    return out


@ms.jit
def j_cond(a, x):
    if a > 1:
        return x * a
    return x - a


@ms.jit
def j_nested(s):
    return s[0][0] + s[1]["k"], len(s[0])


def both(label, fn):
    case(label, fn)


# scalars
both("cell_id_mut_int", lambda: Id()(mutable(3)))
both("cell_id_mut_float", lambda: Id()(mutable(2.5)))
both("cell_id_mut_bool", lambda: Id()(mutable(True)))
both("cell_id_mut_tuple_int", lambda: Id()(mutable((1, 2, 3))))
both("cell_id_mut_list_int", lambda: Id()(mutable([1, 2, 3])))
both("cell_id_mut_tuple_tensor", lambda: Id()(mutable((X, X))))
both("cell_id_mut_dict", lambda: Id()(mutable({"a": X, "b": X})))
both("cell_add_mut_int_int", lambda: Add()(mutable(3), 4))
both("cell_add_mut_int_mut_float", lambda: Add()(mutable(3), mutable(1.5)))
both("cell_add_mut_int_tensor", lambda: Add()(mutable(3), X))
both("cell_add_mut_float_tensor", lambda: Add()(mutable(0.5), X))
both("cell_add_mut_tuple_tuple", lambda: Add()(mutable((1, 2)), (3,)))
both("cell_add_mut_list_list", lambda: Add()(mutable([1, 2]), [3]))
both("cell_seq_tuple_tensor", lambda: Seq()(mutable((X, X + 1, X + 2))))
both("cell_seq_list_int", lambda: Seq()(mutable([4, 5, 6])))
both("cell_seq_list_int_dyn", lambda: Seq()(mutable([4, 5, 6], True)))
both("cell_seqsum_tuple_tensor", lambda: SeqSum()(mutable((X, X, X))))
both("cell_seqsum_list_dyn", lambda: SeqSum()(mutable([X, X * 2], True)))
both("cell_seqsum_tuple_float", lambda: SeqSum()(mutable((1.5, 2.5))))
both("cell_dict", lambda: DictNet()(mutable({"a": X, "b": X + 1})))
both("cell_dyn_append", lambda: DynLen()(mutable([X, X], True)))
both("cell_dyn_append_nodyn", lambda: DynLen()(mutable([X, X])))
both("jit_id_int", lambda: j_id(mutable(3)))
both("jit_id_float", lambda: j_id(mutable(-1.25)))
both("jit_id_tuple", lambda: j_id(mutable((1, 2.0))))
both("jit_id_list_dyn", lambda: j_id(mutable([1, 2], True)))
both("jit_mul_int_int", lambda: j_mul(mutable(3), mutable(4)))
both("jit_mul_int_float", lambda: j_mul(mutable(3), 0.5))
both("jit_mul_float_tensor", lambda: j_mul(mutable(1.5), Y))
both("jit_mul_bool_int", lambda: j_mul(mutable(True), 3))
both("jit_seq_tuple_int", lambda: j_seq(mutable((1, 2, 3))))
both("jit_seq_list_float", lambda: j_seq(mutable([1.5, 2.5])))
both("jit_seq_tuple_tensor", lambda: j_seq(mutable((X, X))))
both("jit_seq_list_dyn_tensor", lambda: j_seq(mutable([X, X, X], True)))
both("jit_type_int", lambda: j_type(mutable(1)))
both("jit_type_float", lambda: j_type(mutable(1.0)))
both("jit_type_tuple", lambda: j_type(mutable((1, 2))))
both("jit_type_list", lambda: j_type(mutable([1, 2])))
both("jit_scalar_ops_int", lambda: j_scalar_ops(mutable(7)))
both("jit_scalar_ops_float", lambda: j_scalar_ops(mutable(7.5)))
both("jit_scalar_ops_const", lambda: j_scalar_ops(7))
both("jit_index_mut_i", lambda: j_index((X, X * 2, X * 3), mutable(1)))
both("jit_index_mut_i_neg", lambda: j_index((10, 20, 30), mutable(-1)))
both("jit_index_mut_seq", lambda: j_index(mutable((10, 20, 30)), 2))
both("jit_index_mut_both", lambda: j_index(mutable([10, 20, 30], True), mutable(0)))
both("jit_make_mut", lambda: j_make_mut(X))
both("jit_make_mut_scalar", lambda: j_make_mut_scalar(X))
both("jit_dyn_list_append", lambda: j_dyn_list(mutable([1, 2], True)))
both("jit_dyn_list_append_fixed", lambda: j_dyn_list(mutable([1, 2])))
both("jit_dyn_pop", lambda: j_dyn_pop(mutable([X, X * 2], True)))
both("jit_dict_items", lambda: j_dict_items(mutable({"a": X, "b": X * 3})))
both("jit_dict_items_scalars", lambda: j_dict_items(mutable({"a": 1, "b": 2})))
both("jit_range_mut", lambda: j_range(mutable(4)))
both("jit_range_const", lambda: j_range(4))
both("jit_tensor_of_tuple", lambda: j_tensor_of(mutable((1, 2, 3))))
both("jit_tensor_of_list_float", lambda: j_tensor_of(mutable([1.5, 2.0])))
both("jit_tensor_of_int", lambda: j_tensor_of(mutable(5)))
both("jit_loop_seq_tuple", lambda: j_loop_seq(mutable((1, 2, 3))))
both("jit_loop_seq_dyn", lambda: j_loop_seq(mutable([1, 2, 3], True)))
both("jit_loop_seq_tensors", lambda: j_loop_seq(mutable((X, X))))
both("jit_cond_mut_int", lambda: j_cond(mutable(2), X))
both("jit_cond_mut_int_false", lambda: j_cond(mutable(0), X))
both("jit_cond_mut_float", lambda: j_cond(mutable(1.5), X))
both("jit_nested", lambda: j_nested(mutable(((X, X), {"k": X * 2}))))
both("jit_nested_partly", lambda: j_nested(((mutable(X), X), {"k": X * 2})))
# recompilation: the same compiled function with other values of a mutable scalar / sequence
both("jit_recompile_int_values", lambda: [j_mul(mutable(v), 2) for v in (1, 2, 3)])
both("jit_recompile_seq_values", lambda: [j_seq(mutable((v, v + 1))) for v in (1, 5)])
both("jit_recompile_dyn_len", lambda: [j_seq(mutable([X] * n, True)) for n in (2, 3)])
# gradients (functions defined by def: MindSpore's graph mode parses a lambda only when it is alone on its line)
def f_tmul(t):
    return (t[0] * t[1]).sum()


def f_dmul(d):
    return (d["a"] * d["b"]).sum()


@ms.jit
def jf_tmul(t):
    return (t[0] * t[1]).sum()


def f_ty(t, y):
    return (t[0] * y).sum()


both("grad_tuple_mut", lambda: ms.grad(f_tmul, grad_position=0)(mutable((X, X * 2))))
both("grad_list_mut", lambda: ms.grad(f_tmul, grad_position=0)(mutable([X, X * 3])))
both("grad_list_mut_dyn", lambda: ms.grad(f_tmul, grad_position=0)(mutable([X, X * 3], True)))
both("grad_dict_mut", lambda: ms.grad(f_dmul, grad_position=0)(mutable({"a": X, "b": X + 1})))
both("grad_tuple_const", lambda: ms.grad(f_tmul, grad_position=0)((X, X * 2)))
both("grad_jit_tuple_mut", lambda: ms.grad(jf_tmul, grad_position=0)(mutable((X, Y.sum() + X))))
both("grad_jit_tuple_const", lambda: ms.grad(jf_tmul, grad_position=0)((X, Y.sum() + X)))
both("grad_jit_list_mut", lambda: ms.grad(jf_tmul, grad_position=0)(mutable([X, X + 1])))
both("grad_op_getall_mut_tuple", lambda: ops.GradOperation(get_all=True)(SeqSum())(mutable((X, X * 2))))
both("grad_op_getall_mut_list_dyn", lambda: ops.GradOperation(get_all=True)(SeqSum())(mutable([X, X * 2], True)))
both("grad_op_getall_mut_scalar_and_tensor", lambda: ops.GradOperation(get_all=True)(Add())(mutable(2.0), X))
both("grad_op_getall_mut_int_and_tensor", lambda: ops.GradOperation(get_all=True)(Add())(mutable(2), X))
both("grad_op_first_mut_dict", lambda: ops.GradOperation()(DictNet())(mutable({"a": X, "b": X + 1})))
both("value_and_grad_mut_tuple", lambda: ms.value_and_grad(f_ty, grad_position=(0, 1))(mutable((X, X)), X * 2))
both("value_and_grad_mut_tuple_pos1", lambda: ms.value_and_grad(f_ty, grad_position=1)(mutable((X, X + 1)), X))
# argument checks
both("mutable_str", lambda: mutable("abc"))
both("mutable_none", lambda: mutable(None))
both("mutable_int_dyn_len", lambda: mutable(3, True))
both("mutable_tuple_of_str", lambda: mutable(("a", "b")))
both("mutable_dynlen_tuple_mixed", lambda: mutable((1, 2.0), True))
both("mutable_dynlen_list_mixed_shapes", lambda: mutable([X, Y], True))
both("mutable_nonbool_dynlen", lambda: mutable([1, 2], 1))
both("mutable_eager_value", lambda: mutable((1, 2)))
both("mutable_eager_types", lambda: [type(mutable(1)).__mro__[1].__name__, type(mutable([1])).__mro__[1].__name__])
both("mutable_eager_tensor", lambda: mutable(X))
both("mutable_eager_add", lambda: mutable(2) + 3)
both("mutable_eager_tuple_eq", lambda: mutable((1, 2)) == (1, 2))
