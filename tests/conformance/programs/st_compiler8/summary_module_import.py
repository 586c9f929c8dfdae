# MindSpore's test files import SummaryRecord from mindspore.train.summary.summary_record and their summary
# reader imports mindspore.train.summary_pb2: both modules load (tests/st/compiler/auto_monad/test_effect_ops.py).
import mindspore.train.summary_pb2 as summary_pb2
from mindspore.train.summary.summary_record import SummaryRecord
from mindspore.train.summary import SummaryRecord as SummaryRecord2
from _conf import emit

emit("same_class", SummaryRecord is SummaryRecord2)
emit("event_class", hasattr(summary_pb2, "Event"))
