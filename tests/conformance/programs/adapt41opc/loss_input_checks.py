"""Input checks of three losses (st ops test_multilabel_margin_loss_op, test_ops_triplet_margin_loss,
test_sparse_softmax_cross_entropy_with_logits_v2_op; adapt41opc).  MindSpore 2.10's CPU build has no
MultilabelMarginLoss / TripletMarginLoss kernel, but their inference runs first: MultilabelMarginLoss takes float x
and int32 targets only (TypeError), TripletMarginLoss one dtype for its three inputs and a float32 margin (TypeError)
and refuses three inputs of rank <= 1 (ValueError); SparseSoftmaxCrossEntropyWithLogitsV2's kernel refuses a label
outside [0, C) (RuntimeError).  msgraph computed all of them (V2: -0.0 for the bad row)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.nn_ops import SparseSoftmaxCrossEntropyWithLogitsV2
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, **kw):
        super().__init__()
        self.fn = fn
        self.kw = kw

    def construct(self, *a):
        return self.fn(*a, **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


MX = [[0.1, 0.2, 0.4, 0.8], [0.2, -0.3, 0.5, 0.9]]
MT = [[3, 0, -1, 1], [0, 1, 2, 3]]
for dt in ["int32", "bool"]:
    emit_error(f"multilabel_margin_loss_x_{dt}", lambda: Fn(ops.multilabel_margin_loss)(T(MX, dt), T(MT, "int32")))
for dt in ["int64", "float32"]:
    emit_error(f"multilabel_margin_loss_target_{dt}", lambda: Fn(ops.multilabel_margin_loss)(T(MX), T(MT, dt)))
A = [[0.3, -1.2, 2.0, 0.5], [1.5, 0.1, -0.4, 1.0]]
P_ = [[0.1, -1.0, 1.0, 0.4], [1.0, 0.3, 0.4, 1.2]]
N = [[1.3, 0.2, 2.5, -0.5], [0.5, 0.1, -0.2, 1.1]]
emit_error("triplet_margin_loss_dtypes_differ", lambda: Fn(ops.triplet_margin_loss)(T(A), T(P_, "float16"), T(N)))
emit_error("triplet_margin_loss_1d", lambda: Fn(ops.triplet_margin_loss)(T(A[0]), T(P_[0]), T(N[0])))
emit_error("triplet_margin_loss_int_margin_tensor", lambda: Fn(ops.triplet_margin_loss)(
    T(A), T(P_), T(N), T(1, "int32")))
LG = [[-0.5, -1.2, -2.0], [-1.5, -0.1, -0.4], [-0.3, -0.7, -0.9]]
emit_error("sparse_xent_v2_ok", lambda: Fn(SparseSoftmaxCrossEntropyWithLogitsV2())(T(LG), T([2, 0, 1], "int32")))
emit_error("sparse_xent_v2_label_eq_classes", lambda: Fn(SparseSoftmaxCrossEntropyWithLogitsV2())(
    T(LG), T([3, 0, 1], "int32")))
emit_error("sparse_xent_v2_label_negative", lambda: Fn(SparseSoftmaxCrossEntropyWithLogitsV2())(
    T(LG), T([0, -1, 1], "int64")))
