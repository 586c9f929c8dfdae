"""Second-order gradients through losses and activations whose MindSpore 2.10 grad primitive has no bprop of its
own: LogSoftmax (LogSoftmaxGrad), SmoothL1Loss (SmoothL1LossGrad), SigmoidCrossEntropyWithLogits
(SigmoidCrossEntropyWithLogitsGrad), BCEWithLogitsLoss (BinaryCrossEntropyWithLogitsBackward): a second-order
gradient reaching the first-order one is MindSpore's RuntimeError "Illegal primitive ...'s bprop not defined" in
both modes, directly, through the nn Cells and through an @ms.jit function.  msgraph computed a value (its own
composition's second derivative; SigmoidCrossEntropyWithLogitsGrad's zeros silently).  First order unchanged.
(nn.LogSoftmax is left out: MindSpore's PyNative computes its second order, a value that drops a term.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

a0 = Tensor(np.array([0.7, -1.3, 1.9, 0.4], np.float32))
C = Tensor(np.array([1.0, -0.5, 2.0, 0.25], np.float32))
S = Tensor(np.array([1.0, 2.0, -1.0, 0.5], np.float32))
LAB = Tensor(np.array([0.2, 0.9, 0.5, 0.0], np.float32))
smooth_l1_cell = nn.SmoothL1Loss()
bce_cell = nn.BCEWithLogitsLoss()


def log_softmax(a):
    return (ops.log_softmax(a, -1) * a * C).sum()


def smooth_l1(a):
    return (ops.smooth_l1_loss(a, a * a, reduction="none") * C).sum()


def smooth_l1_nn(a):
    return (smooth_l1_cell(a * 2, LAB) * a * C).sum()


def sce(a):
    return (ops.SigmoidCrossEntropyWithLogits()(a, LAB) * a * C).sum()


def bce(a):
    return (ops.binary_cross_entropy_with_logits(a, LAB, ops.ones_like(a), ops.ones_like(a)) * a * C).sum()


def bce_nn(a):
    return (bce_cell(a, LAB) * a * C).sum()


def orders(f):
    g1 = ms.grad(f)

    def f2(a):
        return (g1(a) * S).sum()
    return g1, f2


for f in (log_softmax, smooth_l1, smooth_l1_nn, sce, bce, bce_nn):
    g1, f2 = orders(f)
    emit(f"{f.__name__} first order", g1(a0))
    emit_error(f"{f.__name__} second order", lambda f2=f2: ms.grad(f2)(a0))
    jf = ms.jit(f)
    gj, fj2 = orders(jf)
    emit_error(f"{f.__name__} second order of a jit function", lambda fj2=fj2: ms.grad(fj2)(a0))
