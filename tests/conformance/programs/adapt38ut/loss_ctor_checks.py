"""nn loss Cells' constructor argument types (ut nn/test_loss.py, adapted; MindSpore 2.10): MultiMarginLoss takes an
int p and a float margin, GaussianNLLLoss a float eps (an int is a TypeError, not a ValueError),
SoftmaxCrossEntropyWithLogits a bool sparse -- msgraph built the Cells or raised another class."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


def built(fn):
    return lambda: type(fn()).__name__


for label, fn in [
    ("multimargin_margin_int", lambda: nn.MultiMarginLoss(margin=1)),
    ("multimargin_p_float", lambda: nn.MultiMarginLoss(p=1.0)),
    ("multimargin_p_bool", lambda: nn.MultiMarginLoss(p=True)),
    ("multimargin_ok", lambda: nn.MultiMarginLoss(2, 0.5)),
    ("gaussian_eps_int", lambda: nn.GaussianNLLLoss(eps=1)),
    ("gaussian_eps_neg", lambda: nn.GaussianNLLLoss(eps=-1.0)),
    ("gaussian_ok", lambda: nn.GaussianNLLLoss(eps=0.5)),
    ("sce_sparse_int", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=1)),
    ("sce_sparse_none", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=None)),
    ("sce_ok", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)),
]:
    emit_error(label, built(fn))
lg = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5]], np.float32))
emit("multimargin_value", nn.MultiMarginLoss(2, 0.5)(lg, Tensor(np.array([2, 0], np.int64))))
emit("sce_sparse_value", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(lg, Tensor(np.array([2, 0], np.int32))))
