"""Adapted from tests/st/ops/cpu/test_sqrt_op.py, test_relu6_op.py, test_softplus_grad_grad_op.py,
test_soft_shrink_op.py, test_sigmoid_cross_entropy_with_logits_grad_op.py, test_slice_grad_op.py,
test_stridedslice_grad_op.py, test_tensor_scatter_arithmetic.py, test_tensor_scatter_element_op.py and
test_unsorted_segment_arithmetic.py."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops.operations.array_ops import TensorScatterElements
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


x = Tensor(np.array([[-1.0, 1.0, 10.0], [5.9, 6.1, 6.0], [0.0, 1.0, -1.0]], np.float32))
d = Tensor(np.array([[1.0, 1.0, 1.0], [2.0, 2.0, 2.0], [3.0, 3.0, 3.0]], np.float32))
emit("sqrt_grad", Net(G.SqrtGrad())(x, d), rtol=1e-6)
emit("relu6_grad", Net(G.ReLU6Grad())(d, x))
emit("softplus_grad", Net(G.SoftplusGrad())(d, x), rtol=1e-6)
emit("softplus_grad_grad", ops.GradOperation(get_all=True, sens_param=True)(Net(G.SoftplusGrad()))(d, x, x),
     rtol=1e-5)
emit("soft_shrink_grad", Net(G.SoftShrinkGrad())(d, Tensor(np.array([[0.4, -0.6, 0.5], [-0.5, 0.7, 0.0],
                                                                       [1.0, -1.0, 0.2]], np.float32))))
emit("sigmoid_ce_grad", Net(G.SigmoidCrossEntropyWithLogitsGrad())(x, Tensor(np.full((3, 3), 0.25, np.float32)), d),
     rtol=1e-6)

xs = Tensor(np.arange(18, dtype=np.float32).reshape(3, 2, 3))
emit("slice_grad", Net(G.SliceGrad())(Tensor(np.array([[[3.0, 1.0, 2.0]], [[4.0, 1.0, 4.0]]], np.float32)), xs,
                                      (0, 1, 0), (2, 1, 3)))
emit_error("slice_grad_negative_size", Net(G.SliceGrad()), Tensor(np.ones((2, 2, 2), np.float32)), xs, (1, 0, 1),
           (-1, -1, -1))
emit("strided_slice_grad", Net(G.StridedSliceGrad())(Tensor(np.array([[[5.0, 1.0, 5.0], [6.0, 1.0, 8.0]]],
                                                                      np.float32)), (3, 2, 3), (2, 0, 0), (3, 2, 3),
                                                     (1, 1, 1)))
emit("strided_slice_grad_reshape", Net(G.StridedSliceGrad())(Tensor(np.arange(8, dtype=np.float32).reshape(4, 2)),
                                                             (2, 4, 2), (0, 0, 0), (1, 4, 2), (1, 1, 1)))
emit("strided_slice_grad_step", Net(G.StridedSliceGrad())(Tensor(np.ones((1, 1, 2), np.float32)), (3, 2, 3),
                                                          (1, 0, 0), (2, 1, 3), (1, 1, 2)))

tx = Tensor(np.array([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]], np.float32))
for dt in (ms.int8, ms.int16):
    emit_error("tensor_scatter_add_index_" + str(dt), ops.tensor_scatter_add, tx, Tensor(np.array([[0, 1]]), dt),
               Tensor(np.array([1.0]), ms.float32))
emit("tensor_scatter_index_int64", ops.tensor_scatter_max(tx, Tensor(np.array([[0, 1]]), ms.int64),
                                                          Tensor(np.array([1.0]), ms.float32)))
emit("tensor_method_scatter_div", tx.scatter_div(Tensor(np.array([[0, 1]]), ms.int32), Tensor(np.array([2.0]),
                                                                                                ms.float32)))
emit("tensor_method_scatter_min", tx.scatter_min(Tensor(np.array([[1, 2]]), ms.int32), Tensor(np.array([-5.0]),
                                                                                                ms.float32)))
xe = Tensor(np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.float32))
ie = Tensor(np.array([[-1, 0, 1], [0, 1, 2]], np.int32))
ue = Tensor(np.array([[1, 2, 2], [4, 5, 8]], np.float32))
for axis in (0, 1):
    for red in ("none", "add"):
        emit(f"scatter_elements_{axis}_{red}", Net(TensorScatterElements(axis, red))(xe, ie, ue))

seg_x = Tensor(np.array([1, 2, 3, 4]), ms.float32)
emit("segment_min_method", seg_x.unsorted_segment_min(Tensor(np.array([0, -1, 1, 1]), ms.int32), 2))
emit("segment_prod_method", seg_x.unsorted_segment_prod(Tensor(np.array([0, 0, 1, 1]), ms.int32), 2))
for name in ("max", "min", "prod"):
    emit_error("segment_id_out_of_range_" + name, getattr(ops, "unsorted_segment_" + name), seg_x,
               Tensor(np.array([0, 0, 1, 2]), ms.int32), 2)
