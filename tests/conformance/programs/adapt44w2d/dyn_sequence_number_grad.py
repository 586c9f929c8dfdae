# Graph mode: the gradient of a dynamic-length tuple/list of Python numbers (mutable(seq, True)) routes the sens
# of each output element back to the element it was moved from (st ops/dynamic_sequence *_grad tests:
# test_seq_add_grad, test_list_append_grad, test_list_insert_grad, test_seq_setitem_grad_0/1, test_seq_slice_grad);
# msgraph gave zeros.  Fixed-length mutable sequences and arithmetic on the elements keep zeros.
import mindspore as ms
from mindspore import nn, mutable
from mindspore.ops import functional as F
from mindspore.ops.composite import GradOperation
from mindspore.ops.operations import _sequence_ops as S
from mindspore._extends.parse.standard_method import list_append, list_insert
from _conf import emit

MODES = ("graph",)


class Add(nn.Cell):
    def construct(self, x, y):
        return x + y


class Slice(nn.Cell):
    def construct(self, x):
        return x[1:3]


class SlicePrim(nn.Cell):
    def construct(self, x, a, b, c):
        return S.SequenceSlice()(x, a, b, c)


class Rotate(nn.Cell):
    def construct(self, x):
        return x[1:] + x[:1]


class Mul(nn.Cell):
    def construct(self, x):
        return x * 2


class Append(nn.Cell):
    def construct(self, x, v):
        return list_append(x, v)


class AppendSlice(nn.Cell):
    def construct(self, x, v):
        return list_append(x[1:], v)


class Insert(nn.Cell):
    def construct(self, x, i, v):
        return list_insert(x, i, v)


class SetItem(nn.Cell):
    def construct(self, x, i, v):
        return F.tuple_setitem(x, i, v)


class GetItem(nn.Cell):
    def construct(self, x):
        return (x[0], x[2])


class Arith(nn.Cell):
    def construct(self, x):
        return x[0] + x[1]


class IfLen(nn.Cell):
    def construct(self, x, y):
        if len(x) > 2:
            return x + y
        return y


def ga(net, *args):
    return GradOperation(get_all=True, sens_param=True)(net)(*args)


D = lambda t: mutable(t, True)  # noqa: E731

emit("add_dyn_dyn", ga(Add(), D((1, 2, 3)), D((3, 4, 5, 6)), (1, 2, 3, 4, 5, 6, 7)))
emit("add_dyn_const", ga(Add(), D((1, 2, 3)), (3, 4, 5, 6), (1, 2, 3, 4, 5, 6, 7)))
emit("add_float", ga(Add(), D((1.0, 2.0)), D((3.0,)), (1.5, 2.5, 3.5)))
emit("add_list", ga(Add(), D([1, 2]), D([3]), [7, 8, 9]))
emit("add_empty", ga(Add(), D((1, 2)), D(()), (5, 6)))
emit("add_fixed_mutable", ga(Add(), mutable((1, 2, 3)), mutable((3, 4)), (1, 2, 3, 4, 5)))
emit("add_first_only", GradOperation(sens_param=True)(Add())(D((1, 2)), D((3,)), (5, 6, 7)))
emit("add_default_sens", GradOperation(get_all=True)(Add())(D((1, 2)), D((3,))))
emit("add_grad_position", ms.grad(Add(), grad_position=(0, 1))(D((1, 2)), D((3,))))
emit("add_value_and_grad", ms.value_and_grad(Add(), grad_position=(0, 1))(D((1, 2)), D((3,))))
emit("slice", ga(Slice(), D((1, 2, 3, 4, 5, 6)), (7, 8)))
emit("slice_prim_step", ga(SlicePrim(), D((1, 2, 3, 4, 5, 6)), 1, 4, 2, (7, 8)))
emit("rotate", ga(Rotate(), D((1, 2, 3)), (7, 8, 9)))
emit("mul_first_copy", ga(Mul(), D((1, 2, 3)), (1, 2, 3, 4, 5, 6)))
emit("append", ga(Append(), D((1, 2, 3, 4, 5, 6)), 1, (1, 2, 3, 4, 5, 6, 1)))
emit("append_mutable_value", ga(Append(), D((1, 2, 3)), mutable(9), (1, 2, 3, 4)))
emit("append_forward", Append()(D((1, 2, 3)), 1))
emit("append_after_slice", ga(AppendSlice(), D((1, 2, 3)), 9, (5, 6, 7)))
emit("insert", ga(Insert(), D((1, 2, 3, 4, 5, 6)), 3, 8, (1, 2, 3, 8, 4, 5, 6)))
emit("setitem_mutable", ga(SetItem(), D((1, 2, 3)), mutable(1), mutable(8), (1, 1, 1)))
emit("setitem_const_index", ga(SetItem(), D((1.0, 2.0, 3.0)), 0, mutable(8.0), (1.5, 2.5, 3.5)))
emit("setitem_const", ga(SetItem(), D((1, 2, 3)), 1, 8, (1, 1, 1)))
emit("getitem_zero", ga(GetItem(), D((1, 2, 3)), (5, 6)))
emit("arith_zero", ga(Arith(), D((1, 2, 3)), 5))
emit("if_len_true", ga(IfLen(), D((1, 2, 3)), D((4,)), (5, 6, 7, 8)))
emit("if_len_false", ga(IfLen(), D((1, 2)), D((4,)), (5,)))


class Loop(nn.Cell):
    def construct(self, x):
        out = ()
        for e in x:
            out = out + (e,)
        return out


class AddSliceMul(nn.Cell):
    def construct(self, x):
        return (x + x[1:]) * 2


emit("loop_elements_zero", ga(Loop(), D((1, 2, 3)), (4, 5, 6)))
emit("add_slice_mul", ga(AddSliceMul(), D((1, 2, 3)), tuple(range(10))))
emit("sens_shorter", ga(Add(), D((1, 2)), D((3,)), (1, 2)))
emit("sens_longer", ga(Add(), D((1, 2)), D((3,)), (1, 2, 3, 4)))
emit("setitem_default_sens", GradOperation(get_all=True)(SetItem())(D((1, 2, 3)), mutable(1), mutable(8)))
emit("setitem_default_sens_const_index", GradOperation(get_all=True)(SetItem())(D((1, 2, 3)), 1, mutable(8)))
