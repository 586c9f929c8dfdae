"""Keyword names of MindSpore 2.10's functional ops (adapt43cpub): ops.logsumexp(input, dim, keepdim) (``axis`` /
``keep_dims`` are TypeErrors, dim None is ReduceMax's TypeError; msgraph took axis / keep_dims and reduced all for
None), ops.transpose(input, dims) (``input_perm`` refused), ops.mean(x, ...), ops.gelu(input, ...),
ops.hardswish(input), ops.binary_cross_entropy_with_logits(input, target, ...), ops.truncate_div(x, y),
ops.tensor_slice(input, begin, size), ops.identity(x), ops.iou(anchor_boxes, gt_boxes, ...): msgraph had other
names (computed with the wrong one, refused the right one).  Called directly and from a Cell's construct."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

X = Tensor(np.array([[1.5, 0.0, -2.0], [3.0, 3.0, 0.5]], np.float32))
Y = Tensor(np.array([[1.0, 2.0, -2.0], [3.0, 1.0, 0.5]], np.float32))
B = Tensor(np.array([[0.0, 0.0, 2.0, 2.0], [1.0, 1.0, 3.0, 4.0]], np.float32))

emit_error("logsumexp_dim_keepdim", lambda: ops.logsumexp(X, dim=1, keepdim=True))
emit_error("logsumexp_dim_negative", lambda: ops.logsumexp(X, dim=-2))
emit_error("logsumexp_dim_tuple", lambda: ops.logsumexp(X, (0, 1), True))
emit_error("logsumexp_axis_kw", lambda: ops.logsumexp(X, axis=1))
emit_error("logsumexp_keep_dims_kw", lambda: ops.logsumexp(X, 1, keep_dims=True))
emit_error("logsumexp_dim_none", lambda: ops.logsumexp(X, None))
emit_error("transpose_dims_kw", lambda: ops.transpose(X, dims=(1, 0)))
emit_error("transpose_input_perm_kw", lambda: ops.transpose(X, input_perm=(1, 0)))
emit_error("mean_x_kw", lambda: ops.mean(x=X, axis=1))
emit_error("mean_input_kw", lambda: ops.mean(input=X, axis=1))
emit_error("gelu_input_kw", lambda: ops.gelu(input=X))
emit_error("gelu_input_x_kw", lambda: ops.gelu(input_x=X))
emit_error("hardswish_input_kw", lambda: ops.hardswish(input=X))
emit_error("hardswish_x_kw", lambda: ops.hardswish(x=X))
emit_error("bce_input_target_kw", lambda: ops.binary_cross_entropy_with_logits(input=X, target=Y, weight=None,
                                                                               pos_weight=None))
emit_error("bce_logits_label_kw", lambda: ops.binary_cross_entropy_with_logits(logits=X, label=Y, weight=None,
                                                                               pos_weight=None))
emit_error("truncate_div_x_y_kw", lambda: ops.truncate_div(x=X, y=Y))
emit_error("truncate_div_input_x_kw", lambda: ops.truncate_div(input_x=X, input_y=Y))
emit_error("tensor_slice_input_kw", lambda: ops.tensor_slice(input=X, begin=(0, 1), size=(2, 2)))
emit_error("identity_x_kw", lambda: ops.identity(x=X))
emit_error("iou_kw", lambda: ops.iou(anchor_boxes=B, gt_boxes=B, mode="iof"))
emit_error("iou_input_other_kw", lambda: ops.iou(input=B, other=B))


class Lse(nn.Cell):
    def construct(self, x):
        return ops.logsumexp(x, dim=-1, keepdim=True) + ops.transpose(ops.mean(x=x, axis=0, keep_dims=True),
                                                                     dims=(1, 0))


class Act(nn.Cell):
    def construct(self, x, y):
        return ops.gelu(input=x) + ops.hardswish(input=y) + ops.binary_cross_entropy_with_logits(
            input=x, target=y, weight=None, pos_weight=None, reduction="none")


class LseAxis(nn.Cell):
    def construct(self, x):
        return ops.logsumexp(x, axis=-1)


emit_error("cell_logsumexp_transpose_mean", lambda: Lse()(X))
emit_error("cell_gelu_hardswish_bce", lambda: Act()(X, Y))
emit_error("cell_logsumexp_axis_kw", lambda: LseAxis()(X))
emit_error("grad_logsumexp_dim", lambda: ms.grad(lambda x: ops.logsumexp(x, dim=1).sum())(X))
