"""F.isconstant of a mutable bool argument (MindSpore 2.10's tests/ut/python/mutable/test_mutable_in_graph.py::
test_mutable_input_with_bool, found by logging jit return values): ``mutable(True)`` passed to a graph is a
variable, ``F.isconstant`` False, as for a mutable int or float. msgraph answered True for the bool."""
import mindspore as ms
from mindspore import jit, mutable
from mindspore.ops import functional as F
from _conf import emit


@jit
def net(d, n, f, c):
    y = mutable(2)
    return (F.isconstant(d), F.isconstant(n), F.isconstant(f), F.isconstant(c), F.isconstant(y), F.isconstant(3),
            F.isconstant((d, 1)), F.isconstant((c, 1)))


for mode, name in ((ms.GRAPH_MODE, "graph"), (ms.PYNATIVE_MODE, "pynative")):
    ms.set_context(mode=mode)
    emit(name + "_isconstant", list(net(mutable(True), mutable(2), mutable(1.5), True)))
    emit(name + "_isconstant_false", list(net(mutable(False), mutable(0), mutable(0.0), False)))
