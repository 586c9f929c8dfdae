"""A dict with a Tensor key made in graph code, joined by a Tensor ``if`` with a dict of other keys (MindSpore 2.10's
tests/st/compiler/fallback/test_graph_fallback_runtime_dict.py::test_return_different_size_dict_in_if_else, found by
logging jit return values: MindSpore returns the branch's dict, the test also accepts a join TypeError). msgraph
raised the join TypeError (only plain keys joined), then could not build the dict (its generated code named the
Tensor key's repr)."""
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def dict_net(x, key):
    if key < 0:
        y = {Tensor([True]): x, "number": [1, 2, 3]}
    else:
        y = {}
    return y


def summary(d):
    return [(type(k).__name__, k.asnumpy().tolist() if isinstance(k, Tensor) else k, v) for k, v in d.items()]


x = [{1: [Tensor([1]), {0: Tensor([1, 2, 3])}]}, {2: Tensor([2])}]
emit("then_branch", summary(dict_net(x, Tensor(-1))))
emit("else_branch", summary(dict_net(x, Tensor(1))))
