"""Ops given Tensor values where MindSpore also takes them (tests/st/ops/dynamic_shape: TEST_OP's
TensorToTuple, grad/test_reduce_sum.py's Tensor axis, grad/test_gatherd.py's negative indices,
test_unsorted_segment_sum_dyn.py's one-element num_segments)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class GatherD(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.GatherD()

    def construct(self, x, index):
        return self.op(x, 0, index)


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, *args):
        return self.grad(self.net)(*args)


x = Tensor(np.arange(30).reshape(5, 6).astype(np.float32))
idx = Tensor(np.array([[0, -1, -5, 4, 1, -2], [-3, 2, 0, -4, 4, 3]], np.int32))
emit("gatherd_negative_index", GatherD()(x, idx))
emit("gatherd_negative_index_grad", GradAll(GatherD())(x, idx)[0])
emit("gather_elements_negative", ops.gather_elements(x, 1, Tensor(np.array([[-1, 0], [-6, 5]], np.int64))))
emit_error("gatherd_index_below_range", lambda: ops.GatherD()(x, 0, Tensor(np.array([[-6]], np.int32))).asnumpy())

emit("tensor_to_tuple_int", ops.TensorToTuple()(Tensor([1, 2])))
emit("tensor_to_tuple_float", ops.TensorToTuple()(Tensor(np.array([1.5, 2.0], np.float32))))
y = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
emit("reduce_sum_tensor_axis", ops.ReduceSum()(y, Tensor([1, 2])))
emit("reduce_min_tensor_axis_keep", ops.ReduceMin(keep_dims=True)(y, Tensor(1)))
emit("reduce_mean_tensor_negative_axis", ops.ReduceMean()(y, Tensor([-1])))
emit("reduce_sum_tuple_of_tensor_axis", ops.ReduceSum(keep_dims=True)(y, ops.TensorToTuple()(Tensor([0, 2]))))
emit("unsorted_segment_sum_tensor_num", ops.UnsortedSegmentSum()(
    Tensor(np.arange(1, 10).reshape(3, 3).astype(np.float32)), Tensor([0, 1, 0], ms.int32), Tensor([2], ms.int32)))
