"""Summary values and SummaryRecord's checks (adapt45misc, from st summary/test_summary_ops.py and
test_summary_collector.py).  In MindSpore 2.10's Graph mode a summary op's value is kept only while a SummaryRecord
is open: a ScalarSummary of a (2,) Tensor run before the SummaryRecord is dropped and record() succeeds; msgraph kept
it and the record failed with ValueError.  In PyNative the op caches every value (both: the next record() raises).
SummaryRecord: record(step, train_network=3) is a TypeError; add_value of a lineage / graph plugin with a value of
another type is a TypeError (msgraph accepted them); max_file_size=-1 is accepted with a warning (msgraph:
ValueError)."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.train.summary import SummaryRecord
from _conf import emit, emit_error

D = tempfile.mkdtemp()


class S(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ops.ScalarSummary()

    def construct(self, x):
        self.p("x", x)
        return x * 2


def before_record():
    S()(Tensor(np.array([1.5, 2.0], np.float32)))
    with SummaryRecord(os.path.join(D, "a")) as rec:
        return rec.record(1)


def inside_record():
    with SummaryRecord(os.path.join(D, "b")) as rec:
        S()(Tensor(np.array([1.5, 2.0], np.float32)))
        return rec.record(1)


def good_inside_record():
    with SummaryRecord(os.path.join(D, "c")) as rec:
        out = S()(Tensor(np.array([1.5], np.float32)))
        return out, rec.record(1), rec.record(2)


emit_error("vector_before_record", before_record)
emit_error("vector_inside_record", inside_record)
emit_error("scalar_inside_record", good_inside_record)


def with_rec(fn):
    def run():
        rec = SummaryRecord(tempfile.mkdtemp(dir=D))
        try:
            return fn(rec)
        finally:
            rec.close()
    return run


emit_error("record_train_network_int", with_rec(lambda rec: rec.record(1, train_network=3)))
emit_error("record_train_network_cell", with_rec(lambda rec: rec.record(1, train_network=nn.ReLU())))
for plugin in ("train_lineage", "eval_lineage", "dataset_graph", "custom_lineage_data", "graph"):
    emit_error("add_value_" + plugin, with_rec(lambda rec, p=plugin: rec.add_value(p, "v", 3)))


def negative_max_file_size():
    rec = SummaryRecord(tempfile.mkdtemp(dir=D), max_file_size=-1)
    rec.close()     # (an open SummaryRecord keeps MindSpore's process from exiting)
    return type(rec).__name__


emit_error("max_file_size_negative", negative_max_file_size)
