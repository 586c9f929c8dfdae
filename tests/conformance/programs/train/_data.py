"""A tiny in-memory dataset for the training programs: MindSpore's Model only needs
``get_dataset_size()``, ``create_tuple_iterator(...)`` (an iterator that stops at the end of each
epoch) and ``reset()``; msgraph's Model takes the same duck type."""
import mindspore as ms


class _EpochIterator:
    def __init__(self, batches):
        self._batches = batches
        self._i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._i == len(self._batches):
            self._i = 0
            raise StopIteration
        self._i += 1
        return [ms.Tensor(a) for a in self._batches[self._i - 1]]


class ListDataset:
    def __init__(self, batches):
        self._batches = list(batches)

    def get_dataset_size(self):
        return len(self._batches)

    def create_tuple_iterator(self, num_epochs=-1, output_numpy=False, do_copy=True):
        return _EpochIterator(self._batches)

    def reset(self):
        pass


def batches(x, y, size):
    return ListDataset([(x[i:i + size], y[i:i + size]) for i in range(0, len(x), size)])
