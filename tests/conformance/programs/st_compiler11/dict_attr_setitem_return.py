# self.d[k] = x in graph code, then ``return self.d``: MindSpore 2.10 returns the Cell's dict itself,
# holding x (and keeps x there after the run) (st/compiler/fallback test_graph_fallback_runtime_dict_inplace
# test_dict_getitem_after_setitem).  A list/dict argument returned by a jit function keeps its Tensors as the
# caller's objects.
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dict = {"Name": "b", "Age": 15}

    def construct(self, y):
        self.dict["Age"] = y
        a = self.dict["Age"] == y
        return self.dict, a


class Net2(Net):
    def construct(self, y):
        self.dict["Age"] = y * 2
        return (self.dict,)


net = Net()
d, a = net(Tensor([1]))
emit("returned", d)
emit("same_object", d is net.dict)
emit("attr_after", net.dict)
emit("eq", a)
d, a = net(Tensor([2]))
emit("second_run", d)
net2 = Net2()
emit("in_tuple", net2(Tensor([3])))
emit("attr_after_2", net2.dict)


@jit
def ret_list(x):
    return x


@jit
def ret_in_dict(x):
    return {"a": x}


t = Tensor([1, 2])
lst = [t, 3]
out = ret_list(lst)
emit("list_same", out is lst)
emit("list_item_same", out[0] is t)
out = ret_in_dict(lst)
emit("dict_list_item_same", out["a"][0] is t)
