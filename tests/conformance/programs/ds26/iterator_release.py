"""Deleting an iterator releases the pipeline at once (adapted from ut/python/dataset/test_datasets_generator.py
test_release_generator_dataset_iter): once the iterator, the dataset and the source are deleted, the source object
is gone, even when the iterator was left in the middle of an epoch.  msgraph's producer thread kept the pipeline
alive until its next poll (a tenth of a second later)."""
import weakref

import numpy as np

import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)


class Source:
    def __init__(self):
        self.a = [np.full(4, i) for i in range(5)]

    def __getitem__(self, index):
        return self.a[4 - index], self.a[index]

    def __len__(self):
        return 5


original = ds.config.get_prefetch_size()
ds.config.set_prefetch_size(1)
for num_epochs in (-1, 1, 3):
    data = Source()
    ref = weakref.ref(data)
    dataset = ds.GeneratorDataset(source=data, column_names=["data", "label"], shuffle=False)
    it = dataset.create_dict_iterator(output_numpy=True, num_epochs=num_epochs)
    first = None
    for _ in range(1 if num_epochs == -1 else num_epochs):
        for item in it:
            first = item["data"].tolist()
            break
    del item, it, dataset, data
    emit(f"released_{num_epochs}", [first, ref() is None])
ds.config.set_prefetch_size(original)
