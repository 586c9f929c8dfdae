"""P.CTCLoss takes each batch entry's labels as the next count_b values of labels_values, in their order: the
sparse labels_indices only count how many labels each entry has (MindSpore 2.10's CPU kernel reads a sorted sparse
tensor and does not reorder unsorted or gapped indices; measured).  msgraph picked the values whose index row
named the entry, so unsorted indices gave other labels and other losses and gradients (SILENT: 4.44 for 4.55;
st ops/ascend test_aicpu_ops/test_ctc_loss, found by the session 52 value dump vd52a).  Every entry below has at
least one real label (MindSpore's loss for an entry without labels reads memory it did not write)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ctc = P.CTCLoss()

    def construct(self, x, idx, vals, seq):
        return self.ctc(x, idx, vals, seq)


x = Tensor((np.arange(5 * 3 * 4).reshape(5, 3, 4).astype(np.float32) * 0.37) % 1.3 - 0.5)
seq = Tensor(np.array([5, 5, 5], np.int32))
cases = {
    "sorted": ([[0, 0], [1, 0], [1, 1], [2, 0]], [0, 1, 0, 2]),
    "batch_unsorted": ([[1, 0], [0, 0], [2, 0], [1, 1]], [0, 1, 0, 2]),
    "pos_unsorted": ([[1, 1], [0, 0], [1, 0], [2, 0]], [0, 1, 0, 1]),
    "gapped": ([[0, 5], [2, 3], [0, 7], [1, 4]], [0, 1, 2, 1]),
    "interleaved": ([[0, 0], [2, 0], [0, 1], [1, 0], [2, 1]], [0, 1, 1, 0, 1]),
}
net = Net()
for name, (idx, vals) in cases.items():
    loss, grad = net(x, Tensor(np.array(idx, np.int64)), Tensor(np.array(vals, np.int32)), seq)
    emit(name + "_loss", loss)
    emit(name + "_grad", grad)
