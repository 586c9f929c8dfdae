"""``mindspore.dataset.engine``: the dataset classes, samplers and iterators."""
from .batch import BatchDataset, BatchInfo, BucketBatchByLengthDataset  # noqa: F401
from .datasets import (  # noqa: F401
    ConcatDataset, Dataset, FilterDataset, MapDataset, MappableDataset, ProjectDataset,
    RenameDataset, RepeatDataset, ShuffleDataset, SkipDataset, SourceDataset, TakeDataset, ZipDataset,
)
from .datasets import zip_datasets as zip  # noqa: F401,A001 - MindSpore's name (ds.zip)
from .iterators import DictIterator, TupleIterator  # noqa: F401
from .samplers import (  # noqa: F401
    BuiltinSampler, DistributedSampler, IterSampler, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler,
    SubsetSampler, WeightedRandomSampler,
)
from .sources import (  # noqa: F401
    Cifar10Dataset, GeneratorDataset, ImageFolderDataset, MnistDataset, NumpySlicesDataset, RandomDataset, Schema,
)
from .mindrecord import MindDataset, Shuffle  # noqa: F401
from .tfrecord import TFRecordDataset  # noqa: F401
from .padded import PaddedDataset  # noqa: F401
