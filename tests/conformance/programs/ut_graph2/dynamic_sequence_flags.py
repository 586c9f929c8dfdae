"""ut dynamic_sequence, mutable/test_mutable_variable_length: what graph code learns about dynamic-length
sequences (``mutable(seq, True)``) with F.is_sequence_value_unknown / is_sequence_shape_unknown /
is_dynamic_sequence_element_unknown / isconstant, through ``+``, ``*``, slices, append and item assignment,
and MindSpore's errors for elements of another type and for zip/map/enumerate over them."""
import mindspore as ms
from mindspore import Tensor, jit, mutable
from mindspore.ops import functional as F
from mindspore.ops.operations import _sequence_ops as seq
from _conf import emit, emit_error


def flags(x):
    return F.is_sequence_value_unknown(x), F.is_sequence_shape_unknown(x)


@jit
def dyn_add_dyn():
    return flags(mutable([1, 2, 3, 4], True) + mutable([1, 2, 3], True))


@jit
def const_add_empty_dyn():
    return flags([1, 2] + mutable([], True))


@jit
def dyn_mul():
    return flags(mutable([1, 2, 3, 4], True) * 5)


@jit
def const_mul(x):
    return flags([x, x + 1, x + 2] * 5)


@jit
def const_seq():
    return flags([1, 2, 3])


@jit
def dyn_slice():
    return flags(mutable([1, 2, 3, 4], True)[1:3])


@jit
def tensors_mutable():
    return flags(mutable((Tensor([1]), Tensor([2])), True)), flags(mutable((Tensor([1]), Tensor([2])), False))


@jit
def append_dyn():
    x = mutable([], True)
    x.append(Tensor([2]))
    return flags(x)


@jit
def setitem_dyn():
    a = mutable([1, 2, 3, 4], True)
    a[0] = 20
    return isinstance(a, list), F.is_sequence_shape_unknown(a)


@jit
def slice_target_dyn():
    a = [1, 2, 3, 4]
    a[0:2] = mutable([1, 2, 3, 4], True)
    return isinstance(a, list), F.is_sequence_shape_unknown(a)


@jit
def getitem_dyn_tensor():
    x = mutable([Tensor([1]), Tensor([2]), Tensor([3])], True)
    return F.isconstant(x[0])


@jit
def setitem_dyn_tensor():
    x = mutable([Tensor([1]), Tensor([2]), Tensor([3])], True)
    x[0] = Tensor([5])
    return F.isconstant(x[0]), F.is_sequence_value_unknown(x), x[0]


@jit
def isconstant_scalars(x1):
    y1 = mutable(1)
    return F.isconstant(x1), F.isconstant(y1), F.isconstant(3), F.isconstant(len((Tensor([1]), Tensor([2]))))


@jit
def element_unknown():
    return F.is_dynamic_sequence_element_unknown(mutable([], True)), \
        F.is_dynamic_sequence_element_unknown(mutable([1], True))


@jit
def element_unknown_const():
    return F.is_dynamic_sequence_element_unknown([])


@jit
def dyn_arg_flags(x):
    return flags(x)


emit("dyn_add_dyn", dyn_add_dyn())
emit("const_add_empty_dyn", const_add_empty_dyn())
emit("dyn_mul", dyn_mul())
emit("const_mul_tensor_items", const_mul(Tensor([1])))
emit("const_seq", const_seq())
emit("dyn_slice", dyn_slice())
emit("tensors_mutable", tensors_mutable())
emit("append_dyn", append_dyn())
emit("setitem_dyn", setitem_dyn())
emit("slice_target_dyn", slice_target_dyn())
emit("getitem_dyn_tensor", getitem_dyn_tensor())
emit("setitem_dyn_tensor", setitem_dyn_tensor())
emit("isconstant_scalars", isconstant_scalars(mutable(2)))
emit("element_unknown", element_unknown())
emit_error("element_unknown_const", element_unknown_const)
emit("dyn_arg_flags", dyn_arg_flags(mutable((Tensor([1]), Tensor([2])), True)))
emit("const_arg_flags", dyn_arg_flags(mutable((Tensor([1]), Tensor([2])), False)))


def add(x, y):
    return x + y


@jit
def add_other_type():
    return mutable([1, 2, 3, 4], True) + [1.0, 2.0]


@jit
def add_other_shape():
    return mutable([(1, 2, 3), (2, 3, 4)], True) + mutable([(1, 2), (3, 4)], True)


@jit
def add_same_type():
    a = mutable([1, 2, 3, 4], True)
    b = [5, 6]
    return a + b, b + a


@jit
def setitem_other_type():
    a = mutable([1, 2, 3, 4], True)
    a[0] = 1.0
    return a


@jit
def slice_setitem_mixed():
    a = mutable([1, 2, 3, 4], True)
    a[0:2] = [2, 3, 4.0, 5]
    return a


@jit
def slice_setitem_other_type():
    a = [1, 2, 3, 4]
    a[0:2] = mutable([1.0, 2.0], True)
    return a


@jit
def append_other_type():
    x = mutable([(1, 2, 3), (4, 5, 6)], True)
    x.append((1, 2))
    return x


@jit
def zip_dyn():
    return zip(mutable((1, 2, 3), True), (4, 5, 6))


@jit
def map_dyn():
    return map(add, mutable([1, 2, 3], True), mutable([4, 5, 6], True))


@jit
def enumerate_dyn():
    return enumerate(mutable((100, 200, 300, 400), True), 3)


def first_line(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return None


for name, fn in (("add_other_type", add_other_type), ("add_other_shape", add_other_shape),
                 ("setitem_other_type", setitem_other_type), ("slice_setitem_mixed", slice_setitem_mixed),
                 ("slice_setitem_other_type", slice_setitem_other_type), ("append_other_type", append_other_type),
                 ("zip_dyn", zip_dyn), ("map_dyn", map_dyn), ("enumerate_dyn", enumerate_dyn)):
    emit_error(name, fn)
    emit(name + "_msg", first_line(fn)[:60])
emit("add_same_type", add_same_type())


class SeqNet(ms.nn.Cell):
    def __init__(self):
        super().__init__()
        self.list_to_tensor = seq.ListToTensor()
        self.tuple_to_tensor = seq.TupleToTensor()

    def construct(self, x, y):
        return self.list_to_tensor(x, ms.int32), self.tuple_to_tensor(y, ms.int32)


@jit
def to_tensor():
    ret = SeqNet()(mutable([1, 2, 3, 4], True), mutable((1, 2, 3, 4), True))
    return isinstance(ret[0], Tensor), isinstance(ret[1], Tensor)


emit("list_tuple_to_tensor", to_tensor())
