"""adapt45uta: setting an element of a dynamic-length list (``mutable([...], True)``) in graph code checks the
element's type before the index (MindSpore 2.10 CPU; ut mutable/test_mutable_variable_length
test_dynamic_length_sequence_setitem_4, a target of the ut graph-syntax re-run).

``x[3] = (2, 3)`` on a dynamic-length list of two 3-tuples is MindSpore's TypeError ("when the queue is dynamic
length, the element within dynamic length sequence abstract ... is not same with the target element abstract");
msgraph checked the index first (ValueError "idx is out of range").  An out-of-range index with an element of the
list's type is still the ValueError, an in-range one of another type the TypeError."""
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit_error


@jit
def tuple_elem_out_of_range():
    x = mutable([(1, 2, 3), (2, 3, 4)], True)
    x[3] = (2, 3)
    return x


@jit
def number_elem_out_of_range():
    x = mutable([1, 2, 3], True)
    x[5] = 2.0
    return x


@jit
def same_kind_out_of_range():
    x = mutable([1, 2, 3], True)
    x[5] = 7
    return x


@jit
def tensor_elem_in_range():
    x = mutable([Tensor([1]), Tensor([2])], True)
    x[0] = Tensor([1, 2])
    return x


emit_error("tuple_elem_out_of_range", tuple_elem_out_of_range)
emit_error("number_elem_out_of_range", number_elem_out_of_range)
emit_error("same_kind_out_of_range", same_kind_out_of_range)
emit_error("tensor_elem_in_range", tensor_elem_in_range)
