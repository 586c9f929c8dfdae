"""adapt45uta: ``seq.count(target)`` of constant Tensors with a Tensor target known only when the graph runs
(MindSpore 2.10 CPU; ut dynamic_sequence/test_sequence_count test_sequence_count_constant_sequence_variable_target
and _2, the targets of the ut graph-syntax re-run).

MindSpore runs SequenceCount when the graph runs: the count is an int (``isinstance(ret, int)``) that is not a
constant (``F.isconstant`` False), and it counts the elements equal to the target's value.  msgraph counted while
compiling, by identity: 0 for every target, a constant (SILENT).  The elements must be one-element Tensors of the
target's dtype (MindSpore's TypeError for another dtype, TensorToScalar's ValueError for more elements)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from mindspore.ops import functional as F
from _conf import emit_error


@jit
def list_count(target):
    x = [Tensor([1]), Tensor([2]), Tensor([3])]
    ret = x.count(target)
    return isinstance(ret, int), F.isconstant(ret), ret


@jit
def tuple_count(target):
    x = (Tensor([1]), Tensor([2]), Tensor([2]))
    return x.count(target)


@jit
def count_then_add(target):
    n = [Tensor([1.5]), Tensor([2.5])].count(target)
    return n + 1, F.isconstant(n)


@jit
def vector_elements(target):
    return (Tensor([1, 2]), Tensor([2, 2])).count(target)


emit_error("list_count_absent", list_count, Tensor([10]))
emit_error("list_count_present", list_count, Tensor([2]))
emit_error("tuple_count_two", tuple_count, Tensor([2]))
emit_error("tuple_count_0d_target", tuple_count, Tensor(2))
emit_error("count_then_add", count_then_add, Tensor(np.array([2.5], np.float32)))
emit_error("count_other_dtype", tuple_count, Tensor([2.0]))
emit_error("count_vector_target", tuple_count, Tensor([2, 2]))
emit_error("count_vector_elements", vector_elements, Tensor([1, 2]))
