"""Input checks of two losses in MindSpore 2.10: HingeEmbeddingLoss (nn and ops.hinge_embedding_loss) takes float
inputs and float targets only (TypeError naming the first or second input); MultiMarginLoss needs a 2-D x and a
1-D target (ValueError from its shape inference, after the int64 target check), its default weight shaped like
x[0]."""
import numpy as np
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error
from _nn29_util import det

x = det((3, 4))
t = Tensor(np.where(np.arange(12).reshape(3, 4) % 3 == 0, -1, 1).astype(np.float32))
emit("hinge_float", nn.HingeEmbeddingLoss(0.5)(x, t))
emit_error("hinge_int_x", lambda: nn.HingeEmbeddingLoss()(Tensor(np.arange(12).reshape(3, 4).astype(np.int32)), t))
emit_error("hinge_int_t", lambda: nn.HingeEmbeddingLoss()(x, Tensor(t.asnumpy().astype(np.int32))))
emit_error("fn_hinge_int_t", lambda: ops.hinge_embedding_loss(x, Tensor(t.asnumpy().astype(np.int64))))
emit_error("fn_hinge_reduction", lambda: ops.hinge_embedding_loss(x, t, reduction="avg"))
emit_error("fn_hinge_margin", lambda: ops.hinge_embedding_loss(x, t, margin="1"))
emit("fn_hinge_none", ops.hinge_embedding_loss(x, t, 0.3, "none"))
emit_error("mml_1d", lambda: nn.MultiMarginLoss()(det((5,)), Tensor(np.array(2, np.int64))))
emit_error("mml_1d_int32", lambda: nn.MultiMarginLoss()(det((5,)), Tensor(np.array(2, np.int32))))
emit_error("mml_target2d", lambda: nn.MultiMarginLoss()(det((2, 5)), Tensor(np.array([[1], [2]], np.int64))))
emit_error("mml_x3d", lambda: nn.MultiMarginLoss()(det((2, 5, 1)), Tensor(np.array([1, 2], np.int64))))
emit_error("mml_weight2d", lambda: nn.MultiMarginLoss()(det((2, 5)), Tensor(np.array([1, 2], np.int64)),
                                                        Tensor(np.ones((5, 1), np.float32))))
emit("mml_ok", nn.MultiMarginLoss(2, 0.5)(det((2, 5)), Tensor(np.array([1, 4], np.int64))))
