"""nn.MSELoss, nn.L1Loss, nn.BCEWithLogitsLoss (weight, pos_weight): reductions and gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

p = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5]], np.float32))
t = Tensor(np.array([[1.0, -1.0, 0.0], [1.0, 1.0, 1.0]], np.float32))
prob = Tensor(np.array([[1.0, 0.0, 1.0], [0.0, 0.5, 1.0]], np.float32))


def run(label, loss, a, b):
    emit(label, loss(a, b))
    emit(label + ":grad", ms.grad(loss, grad_position=(0, 1))(a, b))


for red in ("mean", "sum", "none"):
    run("MSELoss_" + red, nn.MSELoss(reduction=red), p, t)
    run("L1Loss_" + red, nn.L1Loss(reduction=red), p, t)
    run("BCEWithLogits_" + red, nn.BCEWithLogitsLoss(reduction=red), p, prob)
run("MSELoss_bcast", nn.MSELoss(), p, Tensor(np.array([1.0, 0.0, -1.0], np.float32)))
run("BCEWithLogits_weight", nn.BCEWithLogitsLoss(weight=Tensor(np.array([1.0, 2.0, 0.5], np.float32))), p, prob)
run("BCEWithLogits_pos_weight", nn.BCEWithLogitsLoss(pos_weight=Tensor(np.array([3.0, 1.0, 0.5], np.float32))), p, prob)
run("L1Loss_equal_points", nn.L1Loss(), t, t)
