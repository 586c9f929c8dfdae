"""Adapted from st compiler/fallback/test_graph_fallback_side_effect.py test_fallback_side_effect_dict_3 (found while
re-running st compiler after the ut sweep; it passed only after other test files had run): a Parameter put in a dict
in graph code and read back with ``dict.get`` after later writes to it reads its value then (MindSpore 2.10);
msgraph read the value it had when the dict was built."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from _conf import emit

MODES = ("graph",)


class Net(ms.nn.Cell):
    def __init__(self):
        super().__init__()
        self.para = Parameter(Tensor(2, dtype=ms.float64), name='para')

    def construct(self, input_x):
        self.para = input_x + 1
        x = {'a': Tensor(1, dtype=ms.float64), 'b': self.para}
        self.para = x.get('a') * 2
        y = x.get('b') + self.para * 2
        self.para = self.para + 10
        z = {'c': 3, 'b': self.para * 2, 'd': self.para + 1}
        return x.get('b') + 1, y, z, x['b'], list(x.values())[1]


net = Net()
emit("out", net(Tensor(np.array(10, np.float64))))
emit("para_after", net.para.value())
