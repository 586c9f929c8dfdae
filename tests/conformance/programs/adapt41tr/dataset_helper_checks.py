"""DatasetHelper in normal (non-sink) mode (st/dataset_helper/test_dataset_helper.py variants, adapt41tr): rows over
epochs as in MindSpore; its sink-side methods (sink_size, types_shapes, get_data_info, stop_send, continue_send,
release, get_mbuf_queue_size) are AttributeErrors in MindSpore 2.10 (the normal-mode iterator lacks them; msgraph
answered them), get_send_info needs its run_context (TypeError), and a non-dataset is an AttributeError at
construction (msgraph accepted it)."""
import numpy as np
import mindspore.dataset as ds
from mindspore.train import DatasetHelper
from _conf import emit, emit_error


def mk(n=3):
    data = [(np.full((2,), i, np.float32), np.array(i, np.int32)) for i in range(n)]
    return ds.GeneratorDataset(data, ["A", "B"], shuffle=False)


def helper(**kw):
    return DatasetHelper(mk(), dataset_sink_mode=False, **kw)


for meth in ("sink_size", "types_shapes", "get_data_info", "stop_send", "continue_send", "release",
             "get_mbuf_queue_size"):
    emit_error(f"nosink_{meth}", lambda: getattr(helper(), meth)())
emit_error("nosink_sink_size_given", lambda: helper(sink_size=2).sink_size())
emit_error("get_send_info_no_run_context", lambda: helper().get_send_info())
emit_error("not_a_dataset", lambda: DatasetHelper([1, 2], dataset_sink_mode=False))
emit_error("nosink_len", lambda: len(helper()))


def epochs(n, **kw):
    h = helper(epoch_num=n, **kw)
    return [[[float(x.asnumpy().ravel()[0]) for x in row] for row in h] for _ in range(n)]


emit("nosink_epochs2", epochs(2))
emit("nosink_epochs2_sink_size1", epochs(2, sink_size=1))
emit("nosink_row_types", [[(str(x.dtype), x.shape) for x in row] for row in helper()])
