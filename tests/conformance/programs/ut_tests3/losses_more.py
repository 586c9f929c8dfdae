"""nn.RMSELoss / MAELoss / FocalLoss / MultiClassDiceLoss / CTCLoss values and checks; ops.cross_entropy's
argument type checks."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

x = Tensor(np.array([[0.2, 0.7, 0.1], [0.5, -0.3, 0.9]], np.float32))
y = Tensor(np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]], np.float32))
emit("rmse", nn.RMSELoss()(x, y))
emit("mae_mean", nn.MAELoss()(x, y))
emit("mae_sum", nn.MAELoss(reduction="sum")(x, y))
emit("mae_none", nn.MAELoss(reduction="none")(x, y))

logits4 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2) / 10.0 - 1.0)
lab_idx = Tensor(np.array([[[[0, 1], [2, 1]]], [[[1, 0], [2, 2]]]], np.int32))
emit("focal_index", nn.FocalLoss()(logits4, lab_idx))
emit("focal_gamma_none", nn.FocalLoss(gamma=1.5, reduction="none")(logits4, lab_idx))
w = Tensor(np.array([0.5, 1.0, 2.0], np.float32))
emit("focal_weight", nn.FocalLoss(weight=w, reduction="sum")(logits4, lab_idx))
emit("focal_onehot_2d", nn.FocalLoss()(x, y))
emit("focal_onehot_weight", nn.FocalLoss(weight=w, gamma=0.5)(x, y))
emit_error("focal_gamma_int", nn.FocalLoss, gamma=2)
emit_error("focal_weight_2d", nn.FocalLoss, weight=Tensor(np.ones((2, 2), np.float32)))
emit_error("focal_weight_np", nn.FocalLoss, weight=np.ones(3, np.float32))
emit_error("focal_channel_one", nn.FocalLoss(), Tensor(np.ones((2, 1), np.float32)),
           Tensor(np.ones((2, 1), np.int32)))
emit_error("focal_label_channels", nn.FocalLoss(), x, Tensor(np.ones((2, 2), np.float32)))
emit_error("focal_ndim", nn.FocalLoss(), Tensor(np.ones((2,), np.float32)), Tensor(np.ones((2,), np.int32)))

d_logits = Tensor(np.array([[0.2, 0.5, 0.3], [0.1, 0.3, 0.6], [0.6, 0.2, 0.2]], np.float32))
d_label = Tensor(np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]], np.float32))
emit("dice_multi", nn.MultiClassDiceLoss()(d_logits, d_label))
emit("dice_multi_weights", nn.MultiClassDiceLoss(weights=Tensor(np.array([[1.0], [0.5], [2.0]], np.float32)),
                                                 ignore_indiex=1, activation="sigmoid")(d_logits, d_label))
emit("dice_multi_relu", nn.MultiClassDiceLoss(activation=nn.ReLU())(d_logits, d_label))
emit_error("dice_multi_activation", nn.MultiClassDiceLoss, activation="gelu")
emit_error("dice_multi_weights_1d", nn.MultiClassDiceLoss, weights=Tensor(np.ones(3, np.float32)))
emit_error("dice_multi_ignore_float", nn.MultiClassDiceLoss, ignore_indiex=1.0)
emit_error("dice_multi_shape", nn.MultiClassDiceLoss(), d_logits, Tensor(np.ones((3, 2), np.float32)))
emit_error("dice_multi_ndim", nn.MultiClassDiceLoss(), Tensor(np.ones(3, np.float32)),
           Tensor(np.ones(3, np.float32)))

lp = ops.log_softmax(Tensor(np.arange(30, dtype=np.float32).reshape(5, 2, 3) % 7 / 3.0), 2)
tg = Tensor(np.array([[1, 2], [2, 1]], np.int32))
il = Tensor(np.array([5, 4], np.int32))
tl = Tensor(np.array([2, 1], np.int32))
emit("ctc_mean", nn.CTCLoss()(lp, tg, il, tl))
emit("ctc_none", nn.CTCLoss(reduction="none")(lp, tg, il, tl))
emit("ctc_sum_blank", nn.CTCLoss(blank=2, reduction="sum")(lp, Tensor(np.array([[1, 0], [0, 1]], np.int32)), il, tl))
lp2 = ops.log_softmax(Tensor(np.arange(15, dtype=np.float32).reshape(5, 3) % 4 / 2.0), 1)
emit("ctc_unbatched", nn.CTCLoss()(lp2, Tensor(np.array([1, 2], np.int32)), Tensor(np.array([5], np.int32)),
                                   Tensor(np.array([2], np.int32))))

ce_in = Tensor(np.array([[0.1, 0.5, -0.2], [1.0, 0.3, 0.2]], np.float32))
ce_t = Tensor(np.array([1, 0], np.int32))
emit_error("ce_numpy_input", ops.cross_entropy, ce_in.asnumpy(), ce_t)
emit_error("ce_numpy_target", ops.cross_entropy, ce_in, ce_t.asnumpy())
emit_error("ce_numpy_weight", ops.cross_entropy, ce_in, ce_t, np.ones(3, np.float32))
emit_error("ce_reduction_int", ops.cross_entropy, ce_in, ce_t, None, -100, 1)
emit_error("ce_ignore_str", ops.cross_entropy, ce_in, ce_t, None, "1")
