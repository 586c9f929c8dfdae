"""nn.BCEWithLogitsLoss gradients over mixed float16 / float32 operands (adapt42nn).  Silent dtype: MindSpore 2.10's
bprop does not cast its gradients back to the inputs' dtypes, so a float32 weight or pos_weight (or a float32 target,
whose dtype the loss takes) makes the float16 logits' and target's gradients Float32; for 'mean' / 'sum' the
scalar dout is broadcast first (a float32 dout promotes a float16 operand).  msgraph had cast them to Float16."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

X16 = np.array([[0.5, -1.0, 2.0], [0.25, 1.5, -0.5]])
T = np.array([[1, 0, 1], [0, 1, 0]])
for xd, td in (("float16", "float16"), ("float16", "float32"), ("float32", "float16")):
    x, t = Tensor(X16.astype(xd)), Tensor(T.astype(td))
    for wd in (None, "float16", "float32"):
        for pd in (None, "float32"):
            for red in ("mean", "none"):
                w = None if wd is None else Tensor(np.array([1.0, 2.0, 0.5], wd))
                p = None if pd is None else Tensor(np.array([2.0, 1.0, 0.5], pd))
                net = nn.BCEWithLogitsLoss(reduction=red, weight=w, pos_weight=p)
                label = f"{xd[5:]}_{td[5:]}_w{wd and wd[5:]}_pw{pd and pd[5:]}_{red}"
                emit(label + "_out", net(x, t))
                emit(label + "_grads", ms.grad(net, (0, 1))(x, t))
