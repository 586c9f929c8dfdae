"""Training-side APIs the sweep6 families (tools/sweep6.py: loss2, optim2) found different, as MindSpore 2.10:
nn.MultiMarginLoss (p, margin, reduction, weight at construction or call; its gradient), nn.DiceLoss(smooth) takes a
float only (an int is the TypeError of MindSpore's check_positive_float), ops.clip_by_global_norm with clip_norm <= 0
is a ValueError; a learning-rate schedule Cell as the optimizer's learning rate over three TrainOneStepCell steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


class Grad(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss

    def construct(self, a, *rest):
        return self.loss(a, *rest).sum()


def W(*shape, scale=0.1):
    n = int(np.prod(shape))
    return ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(shape).astype(np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 5, weight_init=W(5, 4), bias_init=W(5))
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(5, 3, weight_init=W(3, 5, scale=0.2), bias_init=W(3, scale=0.05))

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


x = ms.Tensor((np.arange(12).reshape(3, 4) * 0.25 - 1.4).astype(np.float32))
lab = ms.Tensor(np.array([1, 0, 3], np.int64))
w = ms.Tensor([1.0, 2.0, 0.5, 1.0], ms.float32)
for name, loss in (("mean", nn.MultiMarginLoss()), ("p2_sum", nn.MultiMarginLoss(2, 0.5, 'sum')),
                   ("weight_none", nn.MultiMarginLoss(1, 1.0, 'none', w))):
    emit(f"multi_margin_{name}", loss(x, lab))
    emit(f"multi_margin_{name}_grad", ms.grad(Grad(loss))(x, lab))
emit("multi_margin_call_weight", nn.MultiMarginLoss(reduction='none')(x, lab, w))
emit_error("multi_margin_p3", nn.MultiMarginLoss, 3)
emit_error("dice_smooth_int", nn.DiceLoss, 0)
emit_error("dice_smooth_neg", nn.DiceLoss, -1.0)
emit("dice", nn.DiceLoss(1e-3)(ops.sigmoid(x), (x > 0).astype(ms.float32)))
emit_error("clip_global_norm_zero", ops.clip_by_global_norm, (W(3, 4),), 0)
emit_error("clip_global_norm_neg", ops.clip_by_global_norm, (W(3, 4), W(5)), -1.0)
emit("clip_global_norm", ops.clip_by_global_norm((W(3, 4), W(5)), 0.5))

X = ms.Tensor((np.arange(24).reshape(6, 4) % 5 * 0.3 - 0.6).astype(np.float32))
Y = ms.Tensor(np.array([0, 2, 1, 1, 0, 2], np.int32))
for name, make in (("exp", lambda: nn.ExponentialDecayLR(0.1, 0.9, 1, True)), ("cos", lambda: nn.CosineDecayLR(0.01, 0.1, 2)),
                   ("poly", lambda: nn.PolynomialDecayLR(0.1, 0.01, 2, 0.5)), ("warmup", lambda: nn.WarmUpLR(0.1, 2))):
    net = Net()
    opt = nn.Momentum(net.trainable_params(), make(), 0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt)
    step.set_train()
    emit(f"sched_{name}_losses", [step(X, Y) for _ in range(3)], rtol=1e-4, atol=1e-5)
    emit(f"sched_{name}_params", {p.name: p for p in net.trainable_params()}, rtol=1e-4, atol=1e-5)


class NewParam(nn.Cell):
    def construct(self, a):
        return ops.Assign()(ms.Parameter(ops.zeros_like(a), name="p_new"), a)


# Graph mode: a Parameter created inside construct is MindSpore's ValueError; PyNative runs it
emit_error("parameter_in_construct", NewParam(), x)
