"""tests/st/summary (test_summary_ops, test_summary_collector) adapted: the summary operators cache their values
(name[:Tensor], name[:Scalar]...) where summary_record's _record_summary_tensor_data / _get_summary_tensor_data
read them, in both modes; a second open SummaryRecord in one process is a RuntimeError."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import SummaryRecord, nn
from mindspore.ops import operations as P
from mindspore.train.summary.summary_record import _get_summary_tensor_data, _record_summary_tensor_data
from _conf import emit, emit_error


class SummaryDemo(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = P.Add()
        self.tensor_summary = P.TensorSummary()
        self.scalar_summary = P.ScalarSummary()

    def construct(self, x, y):
        x = self.add(x, y)
        self.tensor_summary("data", x)
        self.tensor_summary("data", x * 2)
        self.scalar_summary("total", x.sum())
        return x


_record_summary_tensor_data()     # drop what summary operators run before this program cached
_get_summary_tensor_data()
net = SummaryDemo()
out = net(ms.Tensor([1.0, 3.0], dtype=ms.float32), ms.Tensor([2.0, 4.0], dtype=ms.float32))
_record_summary_tensor_data()
data = _get_summary_tensor_data()
emit("out", out)
emit("keys", sorted(data.keys()))
emit("tensor", data["data[:Tensor]"])
emit("scalar", data["total[:Scalar]"])
emit("emptied", _get_summary_tensor_data())

tmp = tempfile.mkdtemp()
first = SummaryRecord(os.path.join(tmp, "a"))
emit_error("second_instance", SummaryRecord, os.path.join(tmp, "b"))
first.close()
with SummaryRecord(os.path.join(tmp, "c")) as again:
    emit("after_close", type(again).__name__)
