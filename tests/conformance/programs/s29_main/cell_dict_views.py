"""A Graph-mode construct returning an nn.CellDict's keys() gets the tuple of its keys (st container/test_cell_dict
test_cell_dict_get_keys); its values() (Cells) is the function-in-output error; loops over keys/values/items and a
plain dict attribute's views as before."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

ms.set_context(mode=ms.GRAPH_MODE)


class Keys(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cell_dict = nn.CellDict([['conv', nn.Conv2d(6, 16, 5, pad_mode='valid')], ['relu', nn.ReLU()],
                                      ['max_pool2d', nn.MaxPool2d(kernel_size=4, stride=4)]])
        self.d = {'a': 1, 'b': 2}

    def construct(self):
        return self.cell_dict.keys()


class Mixed(Keys):
    def construct(self):
        return self.cell_dict.keys(), self.d.keys(), self.d.values(), len(self.cell_dict), 'relu' in self.cell_dict


class Values(Keys):
    def construct(self):
        return self.cell_dict.values()


class Loops(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cell_dict = nn.CellDict({'relu': nn.ReLU(), 'tanh': nn.Tanh()})

    def construct(self, x):
        names = ()
        for k in self.cell_dict.keys():
            names = names + (k,)
        for c in self.cell_dict.values():
            x = c(x)
        for k, c in self.cell_dict.items():
            x = c(x)
        return names, x


emit("keys", Keys()())
emit("keys_in_tuple", Mixed()())
emit_error("values_of_cells", lambda: Values()())
emit("loops", Loops()(Tensor(np.array([-1.0, 2.0], np.float32))))
