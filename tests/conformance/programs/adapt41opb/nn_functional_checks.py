"""Argument checks of mint.nn.functional (st/ops test_ops_elu_grad_ext / cross_entropy / embedding / grid_sample /
conv2d variants, adapt41opb): errors where msgraph computed.  elu with an int alpha (EluExt's signature: TypeError),
cross_entropy with label_smoothing outside [0, 1] (ValueError), embedding with padding_idx outside [-V, V) or a 1-D
weight (ValueError), grid_sample with a grid of another dtype (TypeError), conv2d with padding='same' and a stride
other than 1 (ValueError).  (The valid neighbours: MindSpore 2.10 has no CPU kernel for most of them.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
import mindspore.mint.nn.functional as F
from _conf import emit_error as _emit_error


def emit_error(label, fn):
    """One case, then MindSpore's queue drained: its PyNative errors are asynchronous and would land on the next
    case."""
    _emit_error(label, fn)
    try:
        ms.runtime.synchronize()
    except Exception:  # noqa: BLE001 - the case's error, already recorded
        pass


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


X = T([-2.0, -0.5, 0.0, 0.5, 3.0])
emit_error("elu_alpha_int", lambda: F.elu(X, alpha=2))
emit_error("elu_alpha_int_f16", lambda: F.elu(T([-1.0, 1.0], "float16"), 1))
LG = T([[1.0, 2.0, 0.5, -1.0], [0.0, 0.0, 3.0, 1.0]])
LB = T([1, 2], "int64")
emit_error("ce_ls_above_1", lambda: F.cross_entropy(LG, LB, label_smoothing=1.5))
emit_error("ce_ls_negative", lambda: F.cross_entropy(LG, LB, label_smoothing=-0.1))
EW = T(np.arange(15).reshape(5, 3) * 0.5 - 1.0)
IDX = T([[0, 4], [2, 2]], "int64")
emit_error("emb_padding_idx_5", lambda: F.embedding(IDX, EW, padding_idx=5))
emit_error("emb_padding_idx_-6", lambda: F.embedding(IDX, EW, padding_idx=-6))
emit_error("emb_weight_1d", lambda: F.embedding(T([0], "int64"), T([1.0, 2.0])))
XS = T(np.arange(12).reshape(1, 1, 3, 4))
GR = np.array([[[[-1.0, -1.0], [0.0, 0.0], [1.0, 1.0]], [[0.5, -0.5], [1.2, 0.3], [-1.5, 2.0]]]])
emit_error("grid_sample_mixed_f64_grid", lambda: F.grid_sample(XS, T(GR, "float64")))
emit_error("grid_sample_mixed_f16_grid", lambda: F.grid_sample(XS, T(GR, "float16")))
emit_error("grid_sample_same", lambda: F.grid_sample(XS, T(GR)))
XC = T(np.arange(1 * 2 * 5 * 5).reshape(1, 2, 5, 5) * 0.1 - 2.0)
WC = T(np.arange(4 * 2 * 3 * 3).reshape(4, 2, 3, 3) * 0.02 - 0.3)
emit_error("conv2d_same_stride2", lambda: F.conv2d(XC, WC, padding="same", stride=2))
emit_error("conv2d_same_stride21", lambda: F.conv2d(XC, WC, None, (2, 1), "same"))
