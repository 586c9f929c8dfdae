"""Class ids of NLLLoss / CrossEntropyLoss (session 33, adapt33n): MindSpore 2.10 picks the class with GatherD (and
the class weight with Gather), so a negative id counts from the end (-1 is the last class, in the loss, the weighted
mean's denominator and the gradient), and an id outside [-C, C) is GatherD's RuntimeError (PyNative; msgraph's
Graph mode does not check it).  msgraph had counted a negative id as no class (loss 0) and computed past C."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

lg = Tensor(np.array([[0.5, -1.0, 2.0], [1e-3, 3.0, -2.0]], np.float32))
w = Tensor(np.array([1.0, 2.0, 0.5], np.float32))
labels = [[-1, 0], [-3, 1], [-100, -1], [-2, -2]]
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    labels += [[3, 0], [-4, 0]]
for lab in labels:
    tl = Tensor(np.array(lab, np.int32))
    tag = "_".join(str(v) for v in lab)
    emit_error("nll_" + tag, ops.nll_loss, lg, tl)
    emit_error("nll_w_" + tag, ops.nll_loss, lg, tl, w)
    emit_error("nll_none_" + tag, lambda: ops.nll_loss(lg, tl, reduction="none"))
    emit_error("NLLLoss_sum_" + tag, nn.NLLLoss(reduction="sum"), lg, tl)
    emit_error("ce_" + tag, nn.CrossEntropyLoss(), lg, tl)
    emit_error("ce_w_sum_" + tag, nn.CrossEntropyLoss(weight=w, reduction="sum"), lg, tl)
    emit_error("ce_smooth_" + tag, nn.CrossEntropyLoss(label_smoothing=0.1), lg, tl)
    if lab[0] > -4 and lab[0] < 3:
        emit_error("grad_" + tag, ms.grad(nn.NLLLoss()), lg, tl)
