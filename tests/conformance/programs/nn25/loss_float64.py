"""Classification losses on float64 logits: MindSpore 2.10's CPU kernels take float16/float32 only, so
nn.SoftmaxCrossEntropyWithLogits (sparse or not, any reduction), nn.CrossEntropyLoss and BCEWithLogitsLoss raise a
TypeError (ops.cross_entropy itself computes in float64)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

lg = Tensor(np.linspace(-2, 2, 15).reshape(3, 5))
lab = Tensor(np.array([0, 3, 1], np.int32))
oh = Tensor(np.eye(5)[[0, 3, 1]])
for red in ("none", "mean", "sum"):
    emit_error(f"sce_sparse_{red}", lambda: nn.SoftmaxCrossEntropyWithLogits(True, red)(lg, lab).asnumpy())
    emit_error(f"sce_dense_{red}", lambda: nn.SoftmaxCrossEntropyWithLogits(False, red)(lg, oh).asnumpy())
    emit_error(f"ce_{red}", lambda: nn.CrossEntropyLoss(reduction=red)(lg, lab).asnumpy())
    emit_error(f"ce_prob_{red}", lambda: nn.CrossEntropyLoss(reduction=red)(lg, oh).asnumpy())
    emit_error(f"bce_logits_{red}", lambda: nn.BCEWithLogitsLoss(red)(lg, oh).asnumpy())
emit_error("ce_f32_prob_f64_labels", lambda: nn.CrossEntropyLoss()(lg.astype(ms.float32), oh).asnumpy())
emit_error("sce_dense_mixed", lambda: nn.SoftmaxCrossEntropyWithLogits()(lg.astype(ms.float32), oh).asnumpy())
emit_error("prim_sparse_sce", lambda: ops.SparseSoftmaxCrossEntropyWithLogits()(lg, lab).asnumpy())
emit_error("fn_bce_logits", lambda: ops.binary_cross_entropy_with_logits(lg, oh, Tensor(np.ones(5)),
                                                                         Tensor(np.ones(5))).asnumpy())
emit("fn_cross_entropy_f64", ops.cross_entropy(lg, lab), rtol=1e-6, atol=1e-7)
lg32 = lg.astype(ms.float32)
net = nn.SoftmaxCrossEntropyWithLogits(True, "mean")
emit("sce_f32", net(lg32, lab), rtol=1e-5, atol=1e-6)
emit("sce_f32_grad", ms.grad(net)(lg32, lab), rtol=1e-5, atol=1e-6)
