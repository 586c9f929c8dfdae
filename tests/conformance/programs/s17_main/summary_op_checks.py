"""Summary primitives' argument checks (tests/ut/python/train/summary/test_summary_ops_params_valid_check.py):
msgraph accepted an empty name, a non-Tensor value and values of the wrong rank (MindSpore: ValueError/TypeError,
Graph mode's CheckSummaryParam messages, PyNative's summary-record ones)."""
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.ops import operations as P
from mindspore.train.summary.summary_record import SummaryRecord
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, kind, tag, data):
        super().__init__()
        self.tag, self.data, self.fn = tag, data, getattr(P, kind)()
        self.one = Tensor(np.array([1], np.float32))

    def construct(self):
        self.fn(self.tag, self.data)
        return self.one + self.one


def run(kind, tag, data):
    net = Net(kind, tag, data)
    with SummaryRecord(tempfile.mkdtemp()) as w:
        out = net()
        w.record(1)
    return out


for kind in ("ScalarSummary", "ImageSummary", "HistogramSummary", "TensorSummary"):
    emit_error("empty_name_" + kind, lambda kind=kind: run(kind, "", Tensor(0)))
emit_error("name_int", lambda: run("ScalarSummary", 123, Tensor(0)))
for label, value in (("int", 123), ("bool", True), ("str", "data")):
    emit_error("value_" + label, lambda value=value: run("ScalarSummary", "t", value))
emit_error("image_rank1", lambda: run("ImageSummary", "t", Tensor(np.array([1, 2]))))
emit_error("tensor_rank0", lambda: run("TensorSummary", "t", Tensor(0)))
emit_error("histogram_rank0", lambda: run("HistogramSummary", "t", Tensor(0)))
emit("scalar_ok", run("ScalarSummary", "t", Tensor(np.array([1.5], np.float32))))
emit("image_ok", run("ImageSummary", "t", Tensor(np.ones((1, 2, 2, 3), np.float32))))
emit("histogram_ok", run("HistogramSummary", "t", Tensor(np.array([[1], [2]], np.float32))))
